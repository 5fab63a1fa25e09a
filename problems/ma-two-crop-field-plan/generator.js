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
function out(n, edges) {
  const lines = [`${n} ${edges.length}`];
  for (const [u, v] of edges) lines.push(`${u} ${v}`);
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
function cycle(n, len) {
  const p = perm(n);
  return Array.from({ length: len }, (_, i) => [p[i], p[(i + 1) % len]]);
}
// random bipartite graph: hidden sides, edges only across
function bip(n, m) {
  const side = Array.from({ length: n }, () => next() % 2);
  const e = [];
  while (e.length < m) {
    const u = rnd(0, n - 1);
    const v = rnd(0, n - 1);
    if (side[u] !== side[v]) e.push([u, v]);
  }
  return { e, side };
}
const cases = {
  1: () => out(6, [[0, 1], [1, 2], [3, 4], [2, 5], [4, 3]]),
  2: () => out(4, [[0, 1], [1, 2], [2, 0]]),
  3: () => out(1, []),
  4: () => out(1, [[0, 0]]),
  5: () => out(5, []),
  6: () => out(2, [[1, 0], [0, 1], [1, 0]]),
  // long even cycle
  7: () => out(100000, cycle(100000, 20000)),
  // long odd cycle
  8: () => out(100000, cycle(100000, 19999)),
  // maximum size, bipartite
  9: () => out(100000, bip(100000, 60000).e),
  // bipartite except for one edge inside a side
  10: () => {
    const { e } = bip(100000, 30000);
    // find a plot x with two different neighbours a, b and close the triangle a-x-b
    const nb = new Map();
    let extra = null;
    for (const [u, v] of e) {
      for (const [x, y] of [[u, v], [v, u]]) {
        if (extra) break;
        if (nb.has(x) && nb.get(x) !== y) extra = [nb.get(x), y];
        else nb.set(x, y);
      }
    }
    e.splice(20000, 0, extra);
    out(100000, e);
  },
  11: () => out(10000, Array.from({ length: 9999 }, (_, i) => [i + 1, 0])),
  // 100 x 100 grid of fields
  12: () => {
    const k = 100;
    const e = [];
    for (let i = 0; i < k; i++) for (let j = 0; j < k; j++) {
      if (j + 1 < k) e.push([i * k + j, i * k + j + 1]);
      if (i + 1 < k) e.push([i * k + j, (i + 1) * k + j]);
    }
    out(k * k, e);
  },
  13: () => out(1000, Array.from({ length: 999 }, (_, i) => [999 - i, 998 - i])),
  14: () => out(9, [[0, 1], [1, 2], [2, 3], [3, 0], [5, 6], [6, 7], [7, 8], [8, 4], [4, 5]]),
  15: () => {
    const n = 3000;
    const e = [];
    for (let v = 1; v < n; v++) e.push([rnd(0, v - 1), v]);
    out(n, e);
  },
  16: () => out(7, [[6, 3], [3, 5], [5, 2], [2, 6]]),
};
if (!cases[caseNo]) process.exit(2);
cases[caseNo]();
