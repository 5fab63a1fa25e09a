// Deterministic test generator: node generator.js <case-number> prints the input of that case.
let seed = 0;
function rnd() { seed = (seed + 0x6d2b79f5) | 0; let x = Math.imul(seed ^ (seed >>> 15), 1 | seed); x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x; return ((x ^ (x >>> 14)) >>> 0) / 4294967296; }
function ri(a, b) { return a + Math.floor(rnd() * (b - a + 1)); }
const t = Number(process.argv[2]);
seed = t * 104729 + 3;
function out(a, k) { process.stdout.write(`${a.length} ${k}\n${a.join(' ')}\n`); }
const cases = {
  1: () => out([4, -2, 7, 1, 3, -5, 2], 3),
  2: () => out([-3, -3, 0, -8], 1),
  3: () => out([-1000000000], 1),
  4: () => out([5, 9, 1000000000, -1000000000, 3], 5),
  5: () => out(Array.from({ length: 15 }, () => ri(-3, 3)), 4),
  6: () => out(Array.from({ length: 12 }, () => -7), 5),
  7: () => out(Array.from({ length: 30 }, (_, i) => 30 - i), 6),
  8: () => out(Array.from({ length: 30 }, (_, i) => i * 1000000 - 15000000), 7),
  9: () => out(Array.from({ length: 2000 }, () => ri(-1000000000, 1000000000)), 37),
  // maximum size, decreasing-ish runs so the window maximum keeps leaving; large k
  10: () => { const n = 200000; out(Array.from({ length: n }, (_, i) => 99 - (i % 100)), 100000); },
  11: () => { const n = 60000; out(Array.from({ length: n }, () => ri(0, 99)), 2); },
  12: () => { const n = 30000; out(Array.from({ length: n }, (_, i) => 1000000000 - i * 60000), 15000); },
  13: () => { const n = 30000; out(Array.from({ length: n }, () => ri(-1000000000, 1000000000)), n); },
  14: () => { const n = 40000; out(Array.from({ length: n }, (_, i) => (i % 2 ? -ri(1, 9) : ri(1, 9))), 1000); },
};
if (!cases[t]) process.exit(1);
cases[t]();
