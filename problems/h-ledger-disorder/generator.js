// Deterministic test generator: node generator.js <case-number> prints the input of that case.
let seed = 0;
function rnd() { seed = (seed + 0x6d2b79f5) | 0; let x = Math.imul(seed ^ (seed >>> 15), 1 | seed); x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x; return ((x ^ (x >>> 14)) >>> 0) / 4294967296; }
function ri(a, b) { return a + Math.floor(rnd() * (b - a + 1)); }
const t = Number(process.argv[2]);
seed = t * 65537 + 5;
function out(a) { process.stdout.write(`${a.length}\n${a.join(' ')}\n`); }
const cases = {
  1: () => out([5, 3, 8, -1, 3]),
  2: () => out([40, 30, 20, 10]),
  3: () => out([-1000000000]),
  4: () => out([1000000000, -1000000000]),
  5: () => out([7, 7, 7, 7, 7, 7]),
  6: () => out(Array.from({ length: 20 }, (_, i) => i - 10)),
  7: () => out(Array.from({ length: 25 }, () => ri(-3, 3))),
  8: () => out(Array.from({ length: 3000 }, () => ri(-1000000000, 1000000000))),
  9: () => out(Array.from({ length: 100000 }, () => ri(0, 99999))),
  10: () => out(Array.from({ length: 100000 }, () => 5)),
  11: () => out(Array.from({ length: 60000 }, (_, i) => 999 - Math.floor(i * 1000 / 60000))),
  12: () => out(Array.from({ length: 70000 }, (_, i) => 70000 - i)),
  13: () => { const n = 40000; const a = Array.from({ length: n }, (_, i) => i * 25000 - 500000000); for (let s = 0; s < 200; s++) { const x = ri(0, n - 1), y = ri(0, n - 1); [a[x], a[y]] = [a[y], a[x]]; } out(a); },
  14: () => out(Array.from({ length: 30000 }, (_, i) => (i % 2 ? -ri(0, 1000000000) : ri(0, 1000000000)))),
};
if (!cases[t]) process.exit(1);
cases[t]();
