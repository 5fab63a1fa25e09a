// Deterministic test generator: node generator.js <case-number> prints the input of that case.
let seed = 0;
function rnd() { seed = (seed + 0x6d2b79f5) | 0; let x = Math.imul(seed ^ (seed >>> 15), 1 | seed); x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x; return ((x ^ (x >>> 14)) >>> 0) / 4294967296; }
function ri(a, b) { return a + Math.floor(rnd() * (b - a + 1)); }
const t = Number(process.argv[2]);
seed = t * 9973 + 13;
function out(a, k) { process.stdout.write(`${a.length}\n${a.join(' ')}\n${k}\n`); }
const seq = (n) => Array.from({ length: n }, (_, i) => i + 1);
const cases = {
  1: () => out([11, 12, 13, 14, 15, 16, 17, 18], 3),
  2: () => out([9, -2, 9, 5], 1),
  3: () => out([], 4),
  4: () => out([-1000000000], 1),
  5: () => out([1000000000], 100000),
  6: () => out(seq(6), 6),
  7: () => out(seq(6), 7),
  8: () => out(seq(12), 4),
  9: () => out(seq(13), 4),
  10: () => out(Array.from({ length: 9 }, () => ri(-5, 5)), 2),
  11: () => out(Array.from({ length: 1000 }, () => ri(-1000000000, 1000000000)), 17),
  // maximum size tests
  12: () => out(Array.from({ length: 100000 }, () => ri(0, 9999)), 2),
  13: () => out(Array.from({ length: 60000 }, (_, i) => i % 1000), 60000),
  14: () => out(Array.from({ length: 30000 }, (_, i) => i), 333),
  15: () => out(Array.from({ length: 20000 }, () => ri(-1000000000, 1000000000)), 100000),
};
if (!cases[t]) process.exit(1);
cases[t]();
