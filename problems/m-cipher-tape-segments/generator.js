// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 8191) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(k, a) { process.stdout.write(`${a.length} ${k}\n${a.join(' ')}\n`); }
const list = (n, f) => Array.from({ length: n }, f);
const TOP = 1048575;
const fixed = {
  1: [6, [2, 5, 3, 6, 1, 7]],
  2: [3, [8, 3, 1, 2, 3, 5]],
  3: [0, [0]],
  4: [5, [0]],
  5: [TOP, [TOP]],
  6: [0, [4, 4, 4, 4]],
  7: [7, [1, 2, 4, 7, 3, 5, 6]],
};
if (fixed[c]) out(...fixed[c]);
else if (c === 8) out(ri(0, 7), list(300, () => ri(0, 7)));
else if (c === 9) out(ri(0, TOP), list(5000, () => ri(0, TOP)));
else if (c === 10) out(1, list(200000, () => ri(0, 63))); // maximum n (the naive O(n^2) worst case)
else if (c === 11) out(0, list(200000, () => 0)); // every segment counts: n(n+1)/2
else if (c === 12) out(TOP, list(100000, () => ri(0, TOP)));
else if (c === 13) out(5, list(150000, () => [0, 5][ri(0, 1)]));
else if (c === 14) out(3, list(2, () => 3));
