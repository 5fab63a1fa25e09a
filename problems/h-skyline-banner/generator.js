// Deterministic test generator: node generator.js <case-number> prints the input of that case.
let seed = 0;
function rnd() { seed = (seed + 0x6d2b79f5) | 0; let x = Math.imul(seed ^ (seed >>> 15), 1 | seed); x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x; return ((x ^ (x >>> 14)) >>> 0) / 4294967296; }
function ri(a, b) { return a + Math.floor(rnd() * (b - a + 1)); }
const t = Number(process.argv[2]);
seed = t * 31337 + 11;
function out(h) { process.stdout.write(`${h.length}\n${h.join(' ')}\n`); }
const cases = {
  1: () => out([3, 1, 4, 4, 2, 5, 3]),
  2: () => out([1000000000, 1000000000, 1000000000]),
  3: () => out([0]),
  4: () => out([1000000000]),
  5: () => out([0, 0, 0, 0]),
  6: () => out([2, 0, 2, 0, 2]),
  7: () => out(Array.from({ length: 10 }, (_, i) => i + 1)),
  8: () => out(Array.from({ length: 16 }, () => ri(0, 6))),
  9: () => out(Array.from({ length: 2000 }, () => ri(0, 1000000000))),
  10: () => out(Array.from({ length: 100000 }, () => ri(0, 1000000))),
  11: () => out(Array.from({ length: 100000 }, () => 7)),
  12: () => out(Array.from({ length: 30000 }, () => 1000000000)),
  13: () => out(Array.from({ length: 30000 }, (_, i) => (i + 1) * 33333)),
  14: () => { const n = 30000; out(Array.from({ length: n }, (_, i) => 1000000000 - Math.abs(i - n / 2) * 60000)); },
  15: () => out(Array.from({ length: 50000 }, (_, i) => (i % 1000 === 0 ? 1 : ri(100, 999)))),
};
if (!cases[t]) process.exit(1);
cases[t]();
