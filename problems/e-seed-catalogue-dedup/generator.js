// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports, so it runs as CommonJS or ESM.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(v) { process.stdout.write(`${v.length}\n${v.join(' ')}\n`); }
function sortedRandom(n, lo, hi) {
  const v = [];
  for (let i = 0; i < n; i++) v.push(ri(lo, hi));
  return v.sort((x, y) => x - y);
}

const fixed = {
  1: [3, 3, 5, 7, 7, 7, 9, 12],
  2: [-4, -4, -4],
  3: [],
  4: [8],
  5: [1, 2, 3, 4],
  6: [6, 6],
  7: [-1000000000, -1000000000, 0, 1000000000, 1000000000],
  8: [1, 1, 2, 3, 3, 4, 5, 5],
};
if (fixed[c]) out(fixed[c]);
else if (c === 9) out(sortedRandom(200, -20, 20));
else if (c === 10) out(sortedRandom(5000, -1000000000, 1000000000));
else if (c === 11) out(sortedRandom(100000, 0, 999));
else if (c === 12) {
  // maximum n, all equal
  out(new Array(100000).fill(77777));
} else if (c === 13) {
  // large, strictly increasing: nothing to remove
  const v = [];
  for (let i = 0; i < 50000; i++) v.push(2 * i - 40000);
  out(v);
}
