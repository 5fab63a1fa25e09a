// Deterministic test generator: `node generator.js <case-number>` prints that test's input.
const caseNo = Number(process.argv[2]);
let seed = (caseNo * 2654435761) >>> 0 || 1;
function next() {
  seed ^= seed << 13; seed >>>= 0;
  seed ^= seed >>> 17;
  seed ^= seed << 5; seed >>>= 0;
  return seed;
}
function rnd(lo, hi) { return lo + Math.floor((next() / 4294967296) * (hi - lo + 1)); }
function out(T, d, pairs) {
  const lines = [`${d.length} ${pairs.length} ${T}`, d.join(' ')];
  for (const [u, v] of pairs) lines.push(`${u} ${v}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}
// `count` distinct random pairs, each written in a random order
function randomPairs(n, count) {
  const all = [];
  for (let u = 1; u <= n; u++) for (let v = u + 1; v <= n; v++) all.push([u, v]);
  for (let i = all.length - 1; i > 0; i--) {
    const j = rnd(0, i);
    [all[i], all[j]] = [all[j], all[i]];
  }
  return all.slice(0, count).map(([u, v]) => (rnd(0, 1) ? [u, v] : [v, u]));
}
const arr = (n, f) => Array.from({ length: n }, (_, i) => f(i));
const cases = {
  1: () => out(10, [3, 5, 4, 2, 5], [[4, 2]]),
  2: () => out(6, [2, 2, 2, 4], [[2, 1], [4, 3]]),
  3: () => out(100, [2, 3, 4], []),
  4: () => out(7, [7], []),
  5: () => out(8, [7], []),
  // every song lasts 1 minute, slot of 10: C(20, 10) = 184756 setlists, the search is full
  6: () => out(10, arr(20, () => 1), []),
  // durations near 10^9: sums need 64 bits
  7: () => { const d = arr(20, () => 1000000000 - rnd(0, 3)); out(d.slice(0, 12).reduce((a, b) => a + b, 0), d, randomPairs(20, 15)); },
  // nothing fits and pruning cannot stop early: powers of two miss an odd target
  8: () => out(2 * (2 ** 20 - 1) - 1 - 2 * 1024, arr(20, (i) => 2 ** (i + 1)), []),
  // every pair clashes: only single songs are possible
  9: () => out(5, arr(20, (i) => (i % 5) + 1), randomPairs(20, 190)),
  10: () => { const d = arr(20, () => rnd(1, 30)); out(150, d, randomPairs(20, 40)); },
  // the smaller-numbered song of a clash comes first in a pair: both directions matter
  11: () => out(12, arr(18, (i) => (i % 6) + 1), arr(9, (i) => [2 * i + 1, 2 * i + 2])),
  12: () => { const d = arr(20, () => rnd(1, 5)); out(20, d, randomPairs(20, 10)); },
  13: () => out(20000000000, arr(20, () => 1000000000), []),
  14: () => { const d = arr(16, () => rnd(1, 1000000000)); out(d[1] + d[5] + d[9] + d[14], d, randomPairs(16, 5)); },
  15: () => out(3, [1, 2, 3, 1, 2], [[1, 2], [5, 4]]),
};
if (!cases[caseNo]) process.exit(2);
cases[caseNo]();
