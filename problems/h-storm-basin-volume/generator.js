// Deterministic test generator: node generator.js <case-number> prints the input of that case.
let seed = 0;
function rnd() { seed = (seed + 0x6d2b79f5) | 0; let x = Math.imul(seed ^ (seed >>> 15), 1 | seed); x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x; return ((x ^ (x >>> 14)) >>> 0) / 4294967296; }
function ri(a, b) { return a + Math.floor(rnd() * (b - a + 1)); }
const t = Number(process.argv[2]);
seed = t * 7919 + 17;
function out(h) { process.stdout.write(`${h.length}\n${h.join(' ')}\n`); }
const cases = {
  1: () => out([3, 0, 2, 0, 4, 1, 2]),
  2: () => out([1000000000, 0, 0, 1000000000]),
  3: () => out([7]),
  4: () => out([5, 0]),
  5: () => out([4, 0, 4]),
  6: () => out(Array.from({ length: 10 }, () => 6)),
  7: () => out(Array.from({ length: 20 }, (_, i) => i)),
  8: () => out(Array.from({ length: 20 }, (_, i) => 20 - i)),
  9: () => out(Array.from({ length: 12 }, () => ri(0, 9))),
  10: () => out(Array.from({ length: 1000 }, () => ri(0, 1000000000))),
  11: () => { const n = 100000; const h = new Array(n).fill(0); h[0] = 1000000000; h[n - 1] = 999999999; out(h); },
  12: () => { const n = 100000; out(Array.from({ length: n }, () => ri(0, 1000000))); },
  13: () => { const n = 40000; out(Array.from({ length: n }, (_, i) => (i < n / 2 ? i * 7 : (n - i) * 7))); },
  14: () => { const n = 30000; out(Array.from({ length: n }, (_, i) => (i % 2 ? ri(0, 1000) : ri(900000000, 1000000000)))); },
  15: () => { const n = 30000; out(Array.from({ length: n }, (_, i) => Math.abs(i - n / 2) * 30000)); },
};
if (!cases[t]) process.exit(1);
cases[t]();
