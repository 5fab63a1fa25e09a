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
  1: [4, 8, 15, 16, 23],
  2: [7, 1, 9, 9, 2, 5],
  3: [42],
  4: [10, 20],
  5: [10, 20, 30],
  6: [1, 1, 1, 1],
  7: [-1000000000, 1000000000, -1000000000, 1000000000, 0, 0, 0],
};
if (fixed[c]) out(fixed[c]);
else if (c >= 8 && c <= 12) {
  const n = [64, 1001, 30000, 100000, 99999][c - 8];
  const v = [];
  for (let i = 0; i < n; i++) v.push(ri(1, 99999));
  out(v);
}
