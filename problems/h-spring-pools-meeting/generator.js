// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). Seeded xorshift PRNG, no imports.
const caseNo = Number(process.argv[2]);
let seed = (caseNo * 2654435761 + 12345) >>> 0 || 1;
function next() {
  seed ^= seed << 13; seed >>>= 0;
  seed ^= seed >>> 17;
  seed ^= seed << 5; seed >>>= 0;
  return seed / 4294967296;
}
function rnd(lo, hi) { return lo + Math.floor(next() * (hi - lo + 1)); }
function out(n, p, qs) {
  process.stdout.write(`${n} ${qs.length}\n${p.slice(1).join(' ')}\n${qs.map(([u, v]) => `${u} ${v}\n`).join('')}`);
}
// built with p_i < i, then labels 1..n-1 are shuffled so that numbers say nothing about heights
function shuffled(n, p, qs) {
  const lab = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 1; i--) {
    const j = rnd(1, i);
    [lab[i], lab[j]] = [lab[j], lab[i]];
  }
  const p2 = new Array(n).fill(-1);
  for (let i = 1; i < n; i++) p2[lab[i]] = lab[p[i]];
  out(n, p2, qs.map(([u, v]) => [lab[u], lab[v]]));
}
function parents(n, mode) {
  const p = [-1];
  for (let i = 1; i < n; i++) {
    if (mode === 'random') p.push(rnd(0, i - 1));
    else if (mode === 'chain') p.push(i - 1);
    else if (mode === 'two') p.push(Math.max(0, i - 2));
    else if (mode === 'heap') p.push((i - 1) >> 1);
    else if (mode === 'deep') p.push(Math.max(0, i - rnd(1, 4)));
    else if (mode === 'star') p.push(0);
    else if (mode === 'broom') p.push(i < n / 2 ? i - 1 : rnd(Math.floor(n / 2) - 5, i - 1));
  }
  return p;
}
function randomQueries(n, q, lo) {
  const qs = [];
  for (let i = 0; i < q; i++) {
    const r = next();
    if (r < 0.05) { const u = rnd(lo, n - 1); qs.push([u, u]); }
    else qs.push([rnd(lo, n - 1), rnd(lo, n - 1)]);
  }
  return qs;
}
const fixed = {
  1: [7, [-1, 0, 0, 1, 1, 2, 4], [[6, 3], [5, 6], [4, 4]]],
  2: [6, [-1, 0, 0, 1, 2, 4], [[3, 5], [4, 2]]],
  3: [2, [-1, 0], [[0, 0], [0, 1], [1, 0], [1, 1]]],
  4: [6, [-1, 0, 0, 0, 0, 0], [[1, 2], [5, 0], [3, 3], [4, 1]]],
};
if (fixed[caseNo]) out(...fixed[caseNo]);
else if (caseNo === 15) shuffled(...fixed[1]);
else {
  const plan = {
    5: [10000, 'chain', 2000, 0],
    6: [10000, 'random', 5000, 0],
    7: [16383, 'heap', 5000, 8000],
    8: [8000, 'deep', 5000, 0],
    9: [5000, 'broom', 4000, 2400],
    // two strands of 2.5 * 10^4 pools; every question asks for one pool deep in each strand
    10: [50000, 'two', 30000, -1],
    11: [1000, 'star', 2000, 0],
    12: [64, 'random', 300, 0],
    13: [200, 'deep', 500, 0],
    14: [3000, 'random', 5000, 0],
  }[caseNo];
  if (!plan) process.exit(0);
  const [n, mode, q, lo] = plan;
  const p = parents(n, mode);
  let qs;
  if (lo === -1) {
    qs = [];
    for (let i = 0; i < q; i++) {
      const a = n - 1 - rnd(0, 1000);
      let b = n - 1 - rnd(0, 1000);
      if ((a - b) % 2 === 0) b = b - 1;
      qs.push(rnd(0, 1) ? [a, b] : [b, a]);
    }
  } else qs = randomQueries(n, q, lo);
  shuffled(n, p, qs);
}
