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
function out(n, edges, s, qs) {
  const lines = [`${n} ${edges.length}`];
  for (const [u, v, w] of edges) lines.push(`${u} ${v} ${w}`);
  lines.push(`${s} ${qs.length}`);
  lines.push(qs.join(' '));
  process.stdout.write(`${lines.join('\n')}\n`);
}
function perm(n) {
  const p = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = rnd(0, i);
    [p[i], p[j]] = [p[j], p[i]];
  }
  return p;
}
const W = 1000000;
function queries(n, q) { return Array.from({ length: q }, () => rnd(0, n - 1)); }
// random arborescence over `reach` stations starting at p[0], plus `extra` random links
function bigGraph(n, reach, extra, wlo, whi) {
  const p = perm(n);
  const e = [];
  for (let i = 1; i < reach; i++) e.push([p[rnd(Math.max(0, i - 50), i - 1)], p[i], rnd(wlo, whi)]);
  for (let k = 0; k < extra; k++) e.push([p[rnd(0, reach - 1)], p[rnd(0, n - 1)], rnd(wlo, whi)]);
  for (let i = e.length - 1; i > 0; i--) {
    const j = rnd(0, i);
    [e[i], e[j]] = [e[j], e[i]];
  }
  return { e, s: p[0], p };
}
const cases = {
  1: () => out(5, [[0, 1, 4], [0, 2, 1], [2, 1, 2], [1, 3, 5], [2, 3, 8], [3, 4, 3], [4, 0, 1]], 0, [0, 1, 2, 3, 4]),
  2: () => out(4, [[2, 0, 7], [2, 0, 3], [0, 0, 5], [1, 2, 1]], 2, [1, 0, 3, 2]),
  3: () => out(1, [], 0, [0]),
  4: () => out(3, [[0, 0, 1], [0, 1, 9], [0, 1, 2], [1, 2, 1000000], [0, 2, 1000000]], 0, [2, 1, 0, 2]),
  // long chain with maximal weights: distances need 64 bits
  5: () => {
    const n = 20001;
    const p = perm(n);
    const e = [];
    for (let i = 0; i + 1 < n; i++) e.push([p[i], p[i + 1], W]);
    out(n, e, p[0], [p[n - 1], p[1], p[10000], p[0], p[n - 2], ...queries(n, 3000)]);
  },
  // maximum size, full weight range
  6: () => {
    const { e, s } = bigGraph(100000, 30000, 10000, 1, W);
    out(100000, e, s, queries(100000, 10000));
  },
  // maximum size, small weights and many alternative routes
  7: () => {
    const { e, s, p } = bigGraph(100000, 18000, 7000, 1, 100);
    out(100000, e, s, Array.from({ length: 10000 }, (_, i) => p[i % 20000]));
  },
  8: () => {
    const n = 300;
    const e = [];
    for (let k = 0; k < 5000; k++) e.push([rnd(0, n - 1), rnd(0, n - 1), rnd(1, W)]);
    out(n, e, 7, Array.from({ length: n }, (_, i) => i));
  },
  // 40 x 40 grid of two-way links
  9: () => {
    const k = 40;
    const e = [];
    for (let i = 0; i < k; i++) for (let j = 0; j < k; j++) {
      const v = i * k + j;
      if (j + 1 < k) { const w = rnd(1, 1000); e.push([v, v + 1, w], [v + 1, v, w]); }
      if (i + 1 < k) { const w = rnd(1, 1000); e.push([v, v + k, w], [v + k, v, w]); }
    }
    out(k * k, e, 0, Array.from({ length: k * k }, (_, i) => i));
  },
  // the source has no outgoing links
  10: () => out(6, [[1, 2, 5], [2, 3, 5], [3, 1, 5], [4, 5, 1]], 0, [0, 1, 2, 3, 4, 5]),
  // few hops are expensive, many hops are cheap (BFS by hop count is wrong)
  11: () => {
    const n = 1001;
    const e = [[0, 1000, W]];
    for (let i = 0; i < 1000; i++) e.push([i, i + 1, 1]);
    out(n, e, 0, [1000, 500, 0]);
  },
  12: () => {
    const n = 2000;
    const e = [];
    for (let k = 0; k < 4000; k++) e.push([rnd(0, n - 1), rnd(0, n - 1), 1]);
    out(n, e, rnd(0, n - 1), queries(n, 2000));
  },
  13: () => out(2, [[1, 0, 3]], 0, [1, 1, 0]),
  14: () => {
    const n = 50000;
    const e = [];
    for (let k = 0; k < 5000; k++) e.push([rnd(0, 999), rnd(0, 999), rnd(1, W)]);
    for (let k = 0; k < 5000; k++) e.push([rnd(0, 999), rnd(0, n - 1), rnd(1, W)]);
    out(n, e, 0, [...queries(1000, 1500), ...queries(n, 1500)]);
  },
};
if (!cases[caseNo]) process.exit(2);
cases[caseNo]();
