// Deterministic test generator: node generator.js <case-number> prints the input of that case.
let seed = 0;
function rnd() { seed = (seed + 0x6d2b79f5) | 0; let x = Math.imul(seed ^ (seed >>> 15), 1 | seed); x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x; return ((x ^ (x >>> 14)) >>> 0) / 4294967296; }
function ri(a, b) { return a + Math.floor(rnd() * (b - a + 1)); }
const t = Number(process.argv[2]);
seed = t * 2713 + 1;
function sortedList(n, lo, hi) { return Array.from({ length: n }, () => ri(lo, hi)).sort((x, y) => x - y); }
function out(lists) {
  const parts = [String(lists.length)];
  for (const l of lists) { parts.push(String(l.length)); parts.push(l.join(' ')); }
  process.stdout.write(parts.join('\n') + '\n');
}
const cases = {
  1: () => out([[1, 4, 9], [2, 4], [-3, 10, 11, 12]]),
  2: () => out([[], [5]]),
  3: () => out([[], []]),
  4: () => out([[-1000000000, 1000000000]]),
  5: () => out([[]]),
  6: () => out([[7, 7, 7], [7], [7, 7]]),
  7: () => out([[1, 2, 3], [4, 5, 6], [7, 8, 9], [-5, -4]]),
  8: () => out(Array.from({ length: 10 }, () => sortedList(ri(0, 6), -20, 20))),
  9: () => out(Array.from({ length: 300 }, () => sortedList(ri(0, 20), -1000000000, 1000000000))),
  // maximum size: 10^5 belts, 2 * 10^5 crates in total
  10: () => out(Array.from({ length: 100000 }, () => sortedList(2, 0, 9))),
  11: () => out([sortedList(20000, -1000000000, 1000000000)]),
  12: () => out(Array.from({ length: 20000 }, (_, i) => (i % 2 ? [] : sortedList(1, -1000000000, 1000000000)))),
  13: () => out(Array.from({ length: 8 }, (_, i) => Array.from({ length: 3000 }, (_, j) => j * 8 + i))),
  14: () => out(Array.from({ length: 30000 }, () => [])),
  15: () => out([sortedList(10000, 0, 100000), Array.from({ length: 10000 }, (_, j) => 200000 + j)]),
};
if (!cases[t]) process.exit(1);
cases[t]();
