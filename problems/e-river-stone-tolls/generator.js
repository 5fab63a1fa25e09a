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

const fixed = {
  1: [3, 10, 2, 8, 1],
  2: [7],
  3: [4, 9],
  4: [9, 4],
  5: [0, 0, 0, 0, 0, 0],
  6: [1, 100, 1, 100, 1, 100, 1],
  7: [100, 1, 100, 1, 100, 1, 100],
  8: [1000000000, 1000000000, 1000000000, 1000000000, 1000000000],
  15: [1, 2, 100, 1],
};
if (fixed[c]) out(fixed[c]);
else if (c === 9 || c === 10) {
  const n = c === 9 ? 25 : 30;
  const v = [];
  for (let i = 0; i < n; i++) v.push(ri(0, 50));
  out(v);
} else if (c === 11) {
  const v = [];
  for (let i = 0; i < 2000; i++) v.push(ri(0, 1000000000));
  out(v);
} else if (c === 12) {
  // large costs: the answer exceeds 32 bits
  const v = [];
  for (let i = 0; i < 30000; i++) v.push(ri(999000000, 1000000000));
  out(v);
} else if (c === 13) {
  // maximum n
  const v = [];
  for (let i = 0; i < 100000; i++) v.push(ri(0, 9999));
  out(v);
} else if (c === 14) {
  // maximum n, repeating pattern
  const v = [];
  for (let i = 0; i < 100000; i++) v.push(i % 3 === 0 ? 5 : i % 3 === 1 ? 4 : 9);
  out(v);
}
