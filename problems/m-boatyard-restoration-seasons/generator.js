// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
const ri = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
function out(n, edges) {
  process.stdout.write(`${n} ${edges.length}\n${edges.map(([u, v]) => `${u} ${v}\n`).join('')}`);
}
function perm(n) {
  const p = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = ri(0, i);
    [p[i], p[j]] = [p[j], p[i]];
  }
  return p;
}
// random DAG: edges go forward in a hidden random order; short edges make long chains
function dag(n, m, span) {
  const p = perm(n);
  const e = [];
  while (e.length < m) {
    const i = ri(0, n - 2);
    const j = Math.min(n - 1, i + ri(1, span));
    e.push([p[i], p[j]]);
  }
  return e;
}
const cases = {
  1: () => out(6, [[0, 1], [4, 1], [1, 2], [2, 3]]),
  2: () => out(4, [[1, 2], [2, 3], [3, 1]]),
  3: () => out(1, []),
  4: () => out(1, [[0, 0]]),
  5: () => out(7, []),
  // a short path and a long path to the same job
  6: () => out(5, [[0, 4], [0, 1], [1, 2], [2, 3], [3, 4]]),
  7: () => out(5, [[0, 1], [0, 1], [1, 2], [1, 2], [3, 4], [3, 4]]),
  // acyclic part plus a job that depends on a cycle
  8: () => out(6, [[0, 1], [1, 2], [3, 4], [4, 3], [4, 5]]),
  9: () => out(300, dag(300, 700, 5)),
  10: () => out(5000, dag(5000, 12000, 40)),
  // a chain of 20000 jobs numbered backwards, plus isolated jobs up to n = 10^5
  11: () => out(100000, Array.from({ length: 19999 }, (_, i) => [19999 - i, 19998 - i])),
  // maximum size: a shuffled chain of 50000 jobs: 50000 seasons
  12: () => {
    const p = perm(100000);
    out(100000, Array.from({ length: 50000 }, (_, i) => [p[i], p[i + 1]]));
  },
  // a cycle hidden at the end of a long chain
  13: () => {
    const p = perm(30000);
    const e = Array.from({ length: 14998 }, (_, i) => [p[i], p[i + 1]]);
    e.push([p[14998], p[14997]], [p[14998], p[14998]]);
    out(30000, e);
  },
  14: () => out(100000, dag(100000, 20000, 3)),
  15: () => out(20, [[3, 7], [7, 3], [1, 2]]),
};
if (!cases[c]) process.exit(2);
cases[c]();
