// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). Seeded xorshift PRNG, no imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 5151) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(n, edges, st) {
  process.stdout.write(`${n} ${edges.length}\n${edges.map((e) => e.join(' ') + '\n').join('')}${st[0]} ${st[1]}\n`);
}
function perm(n) {
  const p = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) { const j = ri(0, i); [p[i], p[j]] = [p[j], p[i]]; }
  return p;
}
function shuffle(a) { for (let i = a.length - 1; i > 0; i--) { const j = ri(0, i); [a[i], a[j]] = [a[j], a[i]]; } return a; }
const randEdges = (n, m) => Array.from({ length: m }, () => [ri(0, n - 1), ri(0, n - 1)]);

if (c === 1) out(6, [[0, 1], [1, 2], [2, 3], [0, 4], [4, 3], [5, 5]], [0, 3]);
else if (c === 2) out(5, [[0, 1], [2, 3], [3, 4], [1, 1]], [1, 4]);
else if (c === 3) out(1, [], [0, 0]);
else if (c === 4) out(3, [[2, 1], [1, 0]], [0, 2]); // needs the flights backwards
else if (c === 5) out(4, [[0, 1], [0, 1], [1, 2]], [3, 3]);
else if (c === 6) out(30, randEdges(30, 30), [ri(0, 29), ri(0, 29)]);
else if (c === 7) out(1000, randEdges(1000, 1300), [0, 999]);
else if (c === 8) {
  // slow-worst: a chain s = p0 - p1 - ... - p49999 = t listed from the far end, half of the
  // chain's flights written backwards, plus training circles among the first lofts
  const n = 50000;
  const p = perm(n);
  const e = [];
  for (let i = n - 1; i >= 1; i--) e.push(i % 2 ? [p[i - 1], p[i]] : [p[i], p[i - 1]]);
  for (let i = 0; i < 30000; i++) { const x = ri(0, 40); e.push([x, x]); }
  out(n, e, [p[0], p[n - 1]]);
} else if (c === 9) {
  // a grid-like graph 300 x 300 with random holes
  const R = 150, C = 150, e = [];
  for (let i = 0; i < R; i++) for (let j = 0; j < C; j++) {
    if (j + 1 < C && rnd() < 0.7) e.push([i * C + j, i * C + j + 1]);
    if (i + 1 < R && rnd() < 0.7) e.push([i * C + j, (i + 1) * C + j]);
  }
  out(R * C, shuffle(e).slice(0, 100000), [0, R * C - 1]);
} else if (c === 10) { const n = 100000; out(n, [[0, 1], [1, 2]], [99999, 0]); }
else if (c === 11) {
  // two halves with no flight between them
  const n = 20000, e = [];
  for (let i = 0; i < 12000; i++) { const h = ri(0, 1) * 10000; e.push([h + ri(0, 9999), h + ri(0, 9999)]); }
  out(n, e, [ri(0, 9999), ri(10000, 19999)]);
} else if (c === 12) {
  // a long detour and one shortcut
  const n = 5000, e = [];
  for (let i = 1; i < n; i++) e.push([i - 1, i]);
  e.push([4999, 2]);
  out(n, shuffle(e), [0, 4000]);
} else if (c === 13) { const n = 1000; out(n, randEdges(n, 100000), [ri(0, n - 1), ri(0, n - 1)]); }
