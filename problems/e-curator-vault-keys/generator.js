// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). Seeded xorshift PRNG, no imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 4242) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(n, edges) {
  process.stdout.write(`${n} ${edges.length}\n${edges.map((e) => e.join(' ')).join('\n')}${edges.length ? '\n' : ''}`);
}
function perm(n) { // 0 stays first, the rest shuffled
  const p = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 1; i--) { const j = ri(1, i); [p[i], p[j]] = [p[j], p[i]]; }
  return p;
}
function shuffle(a) { for (let i = a.length - 1; i > 0; i--) { const j = ri(0, i); [a[i], a[j]] = [a[j], a[i]]; } return a; }
function randomEdges(n, m, lo = 0) { const e = []; for (let i = 0; i < m; i++) e.push([ri(lo, n - 1), ri(lo, n - 1)]); return e; }

if (c === 1) out(6, [[0, 2], [2, 4], [4, 2], [1, 3], [3, 5], [2, 2]]);
else if (c === 2) out(4, [[0, 3], [3, 1], [1, 2], [2, 0]]);
else if (c === 3) out(1, []);
else if (c === 4) out(5, []);
else if (c === 5) out(3, [[1, 0], [2, 0], [2, 1]]); // keys point into vault 0 only
else if (c === 6) out(30, randomEdges(30, 40));
else if (c === 7) out(1000, randomEdges(1000, 1100));
else if (c === 8) {
  // one long chain 0 -> p1 -> p2 -> ..., listed from its far end: one sweep opens one vault
  const n = 50000;
  const p = perm(n);
  const e = [];
  for (let i = n - 1; i >= 1; i--) e.push([p[i - 1], p[i]]);
  // careless duplicates and self-keys among the first vaults make every sweep longer
  for (let i = 0; i < 15000; i++) { const x = ri(0, 40); e.push([x, x]); }
  out(n, e);
} else if (c === 9) {
  // the reachable half and the locked half; keys lead from locked into open vaults only
  const n = 20000, half = 10000;
  const p = perm(n);
  const e = [];
  for (let i = 1; i < half; i++) e.push([p[ri(0, i - 1)], p[i]]);
  for (let i = 0; i < 10000; i++) e.push([p[ri(half, n - 1)], p[ri(0, n - 1)]]);
  out(n, shuffle(e));
} else if (c === 10) { const n = 2000; const e = []; for (let v = 1; v < n; v++) e.push([0, v]); out(n, shuffle(e)); }
else if (c === 11) { const n = 50; const e = []; for (let i = 0; i < 60; i++) { const v = ri(0, n - 1); e.push([v, v]); } e.push([0, 7], [0, 7], [7, 7]); out(n, e); }
else if (c === 12) { const n = 100000; out(n, [[0, 99999], [99999, 1], [5, 0]]); }
else if (c === 13) { const n = 100; out(n, randomEdges(n, 100000, 0).map(([u, v]) => (v === 0 ? [u, 1] : [u, v]))); }
else if (c === 14) {
  // chain that skips exactly vault 1, which only locked vaults hold keys to
  const n = 5000;
  const order = [0];
  for (let v = 2; v < n; v++) order.push(v);
  const e = [];
  for (let i = 1; i < order.length; i++) e.push([order[i - 1], order[i]]);
  e.push([1, 0], [1, 1]);
  out(n, shuffle(e));
}
