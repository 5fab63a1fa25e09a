// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). Seeded xorshift PRNG, no imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 8086) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(n, edges, qs) {
  const e = edges.map((x) => x.join(' ') + '\n').join('');
  const qq = qs.map((x) => x.join(' ') + '\n').join('');
  process.stdout.write(`${n} ${edges.length} ${qs.length}\n${e}${qq}`);
}
function perm(n) {
  const p = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) { const j = ri(0, i); [p[i], p[j]] = [p[j], p[i]]; }
  return p;
}
const randEdges = (n, m) => Array.from({ length: m }, () => [ri(0, n - 1), ri(0, n - 1)]);
const randQs = (n, q) => Array.from({ length: q }, () => [ri(0, n - 1), ri(0, n - 1)]);

if (c === 1) out(6, [[0, 1], [1, 2], [3, 4], [4, 4]], [[0, 2], [2, 3], [5, 5], [4, 3], [1, 5]]);
else if (c === 2) out(5, [[3, 1], [0, 4], [1, 0], [3, 1]], [[4, 3], [2, 0], [1, 4]]);
else if (c === 3) out(1, [], [[0, 0]]);
else if (c === 4) out(4, [], [[0, 1], [2, 2], [3, 0]]);
else if (c === 5) out(7, [[0, 1], [2, 3], [1, 2], [4, 5], [6, 6], [5, 6]], [[0, 3], [3, 4], [4, 6], [6, 0], [1, 1]]);
else if (c === 6) out(40, randEdges(40, 25), randQs(40, 60));
else if (c === 7) out(2000, randEdges(2000, 1500), randQs(2000, 2000));
else if (c === 8) {
  // slow-worst: one long path of 30000 platforms in shuffled order plus isolated platforms;
  // every question starts inside the path and asks for an isolated platform
  const n = 20100;
  const p = perm(n);
  const e = [];
  for (let i = 1; i < 20000; i++) e.push([p[i - 1], p[i]]);
  const qs = [];
  for (let k = 0; k < 20000; k++) qs.push([p[ri(0, 19999)], p[ri(20000, n - 1)]]);
  out(n, e, qs);
} else if (c === 9) { const n = 100000; out(n, [], [[0, 99999], [5, 5], [99999, 99999]]); }
else if (c === 10) { const n = 10; out(n, randEdges(n, 100000).map(([u, v]) => [u % 6, v % 6]), randQs(n, 100000)); }
else if (c === 11) { const n = 100; out(n, randEdges(n, 60), randQs(n, 500)); }
else if (c === 12) {
  // a star, then pairs inside and outside it
  const n = 5000;
  const e = [];
  for (let v = 1; v < 2500; v++) e.push([0, v]);
  for (let v = 2500; v + 1 < n; v += 2) e.push([v, v + 1]);
  out(n, e, randQs(n, 5000));
} else if (c === 13) {
  // edges that chain sets in an order that makes naive linking build a long chain
  const n = 8000;
  const e = [];
  for (let v = 1; v < n; v++) e.push([v, v - 1]);
  out(n, e, randQs(n, 3000));
}
