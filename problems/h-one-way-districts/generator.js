// Deterministic test generator: node generator.js <case-number> prints the input of that case.
let seed = 0;
function rnd() { seed = (seed + 0x6d2b79f5) | 0; let x = Math.imul(seed ^ (seed >>> 15), 1 | seed); x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x; return ((x ^ (x >>> 14)) >>> 0) / 4294967296; }
function ri(a, b) { return a + Math.floor(rnd() * (b - a + 1)); }
const t = Number(process.argv[2]);
seed = t * 1237 + 77;
function shuffle(a) { for (let i = a.length - 1; i > 0; i--) { const j = ri(0, i); [a[i], a[j]] = [a[j], a[i]]; } return a; }
function out(n, edges) { process.stdout.write(`${n} ${edges.length}\n${edges.map((e) => e.join(' ')).join('\n')}${edges.length ? '\n' : ''}`); }
function randomEdges(n, m) { return Array.from({ length: m }, () => [ri(0, n - 1), ri(0, n - 1)]); }
// clusters: k cycles of random sizes over a permutation, plus DAG edges between clusters (low -> high)
function clusters(n, k, extra) {
  const perm = shuffle(Array.from({ length: n }, (_, i) => i));
  const cut = new Set(); while (cut.size < k - 1) cut.add(ri(1, n - 1));
  const bounds = [0, ...[...cut].sort((a, b) => a - b), n];
  const edges = [];
  for (let c = 0; c + 1 < bounds.length; c++) {
    const lo = bounds[c], hi = bounds[c + 1];
    if (hi - lo > 1) for (let i = lo; i < hi; i++) edges.push([perm[i], perm[i + 1 < hi ? i + 1 : lo]]);
  }
  for (let i = 0; i < extra; i++) { let a = ri(0, n - 1), b = ri(0, n - 1); if (a > b) [a, b] = [b, a]; edges.push([perm[a], perm[b]]); }
  return shuffle(edges);
}
const cases = {
  1: () => out(6, [[0, 1], [1, 2], [2, 0], [2, 3], [3, 4], [4, 3], [5, 5]]),
  2: () => out(5, [[1, 0], [2, 1], [3, 2], [4, 3]]),
  3: () => out(1, []),
  4: () => out(1, [[0, 0], [0, 0]]),
  5: () => out(3, [[0, 1], [1, 0], [0, 1]]),
  6: () => out(7, []),
  7: () => out(10, randomEdges(10, 15)),
  8: () => out(200, clusters(200, 20, 100)),
  9: () => out(3000, randomEdges(3000, 3500)),
  // long chain (every intersection its own district), deep DFS
  10: () => { const n = 50000; const perm = shuffle(Array.from({ length: n }, (_, i) => i)); out(n, Array.from({ length: n - 1 }, (_, i) => [perm[i], perm[i + 1]])); },
  // one big loop
  11: () => { const n = 20000; const perm = shuffle(Array.from({ length: n }, (_, i) => i)); out(n, Array.from({ length: n }, (_, i) => [perm[i], perm[(i + 1) % n]])); },
  // maximum size random
  12: () => out(50000, randomEdges(50000, 60000)),
  13: () => out(20000, clusters(20000, 3000, 8000)),
  14: () => out(10000, randomEdges(10000, 25000)),
};
if (!cases[t]) process.exit(1);
cases[t]();
