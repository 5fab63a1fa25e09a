// Deterministic test generator: node generator.js <case-number> prints the input of that case.
let seed = 0;
function rnd() { seed = (seed + 0x6d2b79f5) | 0; let x = Math.imul(seed ^ (seed >>> 15), 1 | seed); x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x; return ((x ^ (x >>> 14)) >>> 0) / 4294967296; }
function ri(a, b) { return a + Math.floor(rnd() * (b - a + 1)); }
const t = Number(process.argv[2]);
seed = t * 3323 + 41;
function shuffle(a) { for (let i = a.length - 1; i > 0; i--) { const j = ri(0, i); [a[i], a[j]] = [a[j], a[i]]; } return a; }
function out(n, edges) { process.stdout.write(`${n} ${edges.length}\n${edges.map((e) => e.join(' ')).join('\n')}${edges.length ? '\n' : ''}`); }
// random labelled graph: random tree over a random permutation plus extra random edges
function treePlus(n, extra, parallel) {
  const perm = shuffle(Array.from({ length: n }, (_, i) => i));
  const edges = [];
  for (let i = 1; i < n; i++) edges.push([perm[i], perm[ri(Math.max(0, i - 50), i - 1)]]);
  for (let i = 0; i < extra; i++) { const u = ri(0, n - 1); let v = ri(0, n - 1); if (u === v) v = (v + 1) % n; edges.push([u, v]); }
  for (let i = 0; i < parallel; i++) { const e = edges[ri(0, edges.length - 1)]; edges.push([e[1], e[0]]); }
  return shuffle(edges.map((e) => (rnd() < 0.5 ? e : [e[1], e[0]])));
}
const cases = {
  1: () => out(7, [[0, 1], [1, 2], [2, 0], [1, 3], [3, 4], [4, 3], [4, 5], [6, 5]]),
  2: () => out(5, [[3, 4], [2, 0], [0, 1], [1, 2]]),
  3: () => out(1, []),
  4: () => out(2, [[1, 0]]),
  5: () => out(2, [[0, 1], [1, 0]]),
  6: () => out(4, []),
  7: () => out(6, [[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 0]]),
  8: () => out(12, treePlus(12, 3, 1)),
  9: () => out(300, treePlus(300, 40, 10)),
  // long path: deep DFS, every cable critical
  10: () => { const n = 20000; const perm = shuffle(Array.from({ length: n }, (_, i) => i)); out(n, Array.from({ length: n - 1 }, (_, i) => [perm[i], perm[i + 1]])); },
  // maximum size
  11: () => out(50000, treePlus(50000, 9000, 1000)),
  12: () => out(20000, treePlus(20000, 16000, 3000)),
  // path of doubled cables plus a dangling chain
  13: () => { const edges = []; for (let i = 0; i + 1 < 5000; i++) edges.push([i, i + 1], [i + 1, i]); for (let i = 5000; i < 8000; i++) edges.push([i - 1, i]); out(8000, shuffle(edges)); },
  // several components, star shapes
  14: () => { const edges = []; for (let c = 0; c < 100; c++) for (let j = 1; j < 50; j++) edges.push([c * 50, c * 50 + j]); out(5000, shuffle(edges)); },
};
if (!cases[t]) process.exit(1);
cases[t]();
