// Deterministic test generator: node generator.js <case-number> prints the input of that case.
let seed = 0;
function rnd() { seed = (seed + 0x6d2b79f5) | 0; let x = Math.imul(seed ^ (seed >>> 15), 1 | seed); x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x; return ((x ^ (x >>> 14)) >>> 0) / 4294967296; }
function ri(a, b) { return a + Math.floor(rnd() * (b - a + 1)); }
const t = Number(process.argv[2]);
seed = t * 5501 + 3;
function shuffle(a) { for (let i = a.length - 1; i > 0; i--) { const j = ri(0, i); [a[i], a[j]] = [a[j], a[i]]; } return a; }
function out(n, edges, src, dst, k) { process.stdout.write(`${n} ${edges.length}\n${edges.map((e) => e.join(' ')).join('\n')}${edges.length ? '\n' : ''}${src} ${dst} ${k}\n`); }
function randomEdges(n, m, wlo, whi) { const e = []; for (let i = 0; i < m; i++) { const u = ri(0, n - 1); let v = ri(0, n - 1); if (u === v) v = (v + 1) % n; e.push([u, v, ri(wlo, whi)]); } return e; }
// a long cheap chain through all airports plus expensive shortcuts: the cheapest route needs many flights
function chainWithShortcuts(n, shortcuts, cheap, dear) {
  const perm = shuffle(Array.from({ length: n }, (_, i) => i));
  const e = [];
  for (let i = 0; i + 1 < n; i++) e.push([perm[i], perm[i + 1], cheap]);
  for (let i = 0; i < shortcuts; i++) { const a = ri(0, n - 2); const b = ri(a + 1, n - 1); e.push([perm[a], perm[b], dear - ri(0, 1000) * (b - a)]); }
  return { e: shuffle(e), src: perm[0], dst: perm[n - 1] };
}
const base = [[0, 1, 100], [1, 2, 100], [2, 3, 100], [0, 2, 500], [1, 3, 600]];
const cases = {
  1: () => out(4, base, 0, 3, 1),
  2: () => out(4, base, 0, 3, 2),
  3: () => out(3, [[0, 1, 5], [2, 1, 7]], 0, 2, 0),
  4: () => out(1, [], 0, 0, 0),
  5: () => out(2, [[0, 1, 1000000000], [0, 1, 999999999], [1, 0, 1]], 0, 1, 0),
  6: () => out(3, [[0, 1, 1], [1, 2, 1]], 2, 2, 2),
  7: () => out(5, [[0, 1, 1], [1, 0, 1], [1, 2, 1], [2, 3, 1], [3, 4, 1], [0, 4, 100]], 0, 4, 2),
  8: () => out(6, randomEdges(6, 12, 1, 20), 0, 5, 2),
  9: () => out(50, randomEdges(50, 300, 1, 1000), 3, 17, 4),
  10: () => { const { e, src, dst } = chainWithShortcuts(2000, 28001, 1000000000, 1000000000); out(2000, e, src, dst, 1999); },
  11: () => { const { e, src, dst } = chainWithShortcuts(2000, 20000, 1, 1000000000); out(2000, e, src, dst, 1500); },
  12: () => out(2000, randomEdges(2000, 30000, 1, 1000000000), 0, 1999, 1999),
  13: () => out(2000, randomEdges(2000, 10000, 1, 1000000000), 5, 6, 6),
  14: () => { const n = 2000; const e = []; for (let i = 0; i < n; i++) for (let j = 0; j < 5; j++) e.push([i, (i + 1 + j * 37) % n, ri(1, 10)]); out(n, e, 0, n - 1, 0); },
  15: () => { const e = randomEdges(1000, 8000, 1, 1000); out(1000, e.filter((x) => x[1] !== 999), 0, 999, 999); },
  16: () => { const n = 2000; const perm = shuffle(Array.from({ length: n }, (_, i) => i)); const e = []; for (let i = 0; i + 1 < n; i++) e.push([perm[i], perm[i + 1], 1000000000]); out(n, shuffle(e), perm[0], perm[n - 1], n - 1); },
  17: () => { const n = 2000; const perm = shuffle(Array.from({ length: n }, (_, i) => i)); const e = []; for (let i = 0; i + 1 < n; i++) e.push([perm[i], perm[i + 1], 1000000000]); out(n, shuffle(e), perm[0], perm[n - 1], n - 3); },
};
if (!cases[t]) process.exit(1);
cases[t]();
