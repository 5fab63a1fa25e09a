// Deterministic test generator: node generator.js <case-number> prints the input of that case.
let seed = 0;
function rnd() { seed = (seed + 0x6d2b79f5) | 0; let x = Math.imul(seed ^ (seed >>> 15), 1 | seed); x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x; return ((x ^ (x >>> 14)) >>> 0) / 4294967296; }
function ri(a, b) { return a + Math.floor(rnd() * (b - a + 1)); }
const t = Number(process.argv[2]);
seed = t * 8191 + 19;
function out(b) { process.stdout.write(`${b.length}\n${b.join(' ')}\n`); }
const cases = {
  1: () => out([2, 4, 1, 3]),
  2: () => out([1000, 1000]),
  3: () => out([7]),
  4: () => out([0]),
  5: () => out([0, 0, 0, 0, 0]),
  6: () => out([1, 1, 1, 1]),
  7: () => out([5, 0, 5]),
  8: () => out(Array.from({ length: 8 }, () => ri(0, 9))),
  9: () => out(Array.from({ length: 40 }, () => ri(0, 1000))),
  10: () => out(Array.from({ length: 300 }, () => 1000)),
  11: () => out(Array.from({ length: 300 }, () => ri(0, 1000))),
  12: () => out(Array.from({ length: 300 }, (_, i) => (i % 3 === 0 ? 1000 : ri(0, 3)))),
  13: () => out(Array.from({ length: 299 }, (_, i) => i + 1)),
  14: () => out(Array.from({ length: 300 }, () => ri(990, 1000))),
  15: () => out(Array.from({ length: 150 }, (_, i) => (i % 2 ? 0 : 1000))),
};
if (!cases[t]) process.exit(1);
cases[t]();
