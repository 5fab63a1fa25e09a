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
// random DAG: edges go forward in a hidden random topological order
function dag(n, m) {
  const p = perm(n);
  const e = [];
  while (e.length < m) {
    const i = rnd(0, n - 1);
    const j = rnd(0, n - 1);
    if (i === j) continue;
    e.push(i < j ? [p[i], p[j]] : [p[j], p[i]]);
  }
  return e;
}
const cases = {
  1: () => out(6, [[3, 0], [3, 1], [0, 2], [4, 2], [5, 4]]),
  2: () => out(4, [[0, 1], [1, 2], [2, 1], [3, 0]]),
  3: () => out(1, []),
  4: () => out(1, [[0, 0]]),
  5: () => out(5, []),
  6: () => out(1000, Array.from({ length: 999 }, (_, i) => [i + 1, i])),
  7: () => out(6, [[5, 0], [5, 0], [2, 1], [2, 1], [4, 3], [5, 0]]),
  // large, valid order
  8: () => out(100000, dag(100000, 50000)),
  // maximum n, a small cycle hidden among the largest jobs: a scan for the smallest free job
  // goes through nearly every job at every step before it finds out
  9: () => {
    const n = 200000;
    const e = dag(n - 3, 19997);
    e.push([n - 3, n - 2], [n - 2, n - 1], [n - 1, n - 3]);
    out(n, e);
  },
  10: () => out(20000, []),
  11: () => out(2000, dag(2000, 5000)),
  12: () => out(10, dag(10, 12)),
  13: () => out(10000, Array.from({ length: 9999 }, (_, i) => [0, i + 1])),
  14: () => out(10000, Array.from({ length: 10000 }, (_, i) => [i, (i + 1) % 10000])),
  15: () => {
    const e = dag(300, 600);
    e.push([e[7][1], e[7][0]]);
    out(300, e);
  },
  16: () => out(7, [[6, 5], [5, 4], [0, 6], [3, 2], [2, 1]]),
};
if (!cases[caseNo]) process.exit(2);
cases[caseNo]();
