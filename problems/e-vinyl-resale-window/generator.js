// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports, so it runs as CommonJS or ESM.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(k, p) { process.stdout.write(`${p.length} ${k}\n${p.join(' ')}\n`); }

const fixed = {
  1: [2, [7, 2, 9, 4, 1, 5, 8]],
  2: [1, [9, 7, 7, 4, 2]],
  3: [3, [1, 5, 9]],
  4: [1, [42]],
  5: [1, [3, 8]],
  6: [1, [5, 5, 5, 5]],
  7: [100000, [1, 1000000]],
  8: [4, [10, 1, 50, 2, 9, 11, 3, 6]],
  9: [1, [1, 1000000, 1, 1000000]],
};
if (fixed[c]) {
  const [k, p] = fixed[c];
  out(k, p);
} else if (c === 10 || c === 11) {
  const n = c === 10 ? 60 : 3000;
  const p = [];
  for (let i = 0; i < n; i++) p.push(ri(1, 1000000));
  out(ri(1, n >> 2), p);
} else if (c === 12) {
  // maximum n, strictly decreasing prices: no profit possible
  const n = 100000;
  const p = [];
  for (let i = 0; i < n; i++) p.push(1000000 - 7 * i - ri(0, 6));
  out(1, p);
} else if (c === 13) {
  // maximum n, random walk, k = 1
  const n = 100000;
  const p = [];
  let v = 500000;
  for (let i = 0; i < n; i++) {
    v = Math.min(1000000, Math.max(1, v + ri(-3000, 3000)));
    p.push(v);
  }
  out(1, p);
} else if (c === 14) {
  // large n, large window: the best pair inside the window distance is a trap
  const n = 50000;
  const p = [];
  for (let i = 0; i < n; i++) p.push(ri(400000, 600000));
  p[20000] = 1;
  p[20001] = 1000000;
  p[26000] = 999000;
  out(6000, p);
}
