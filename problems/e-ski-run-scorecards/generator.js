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
// A binary tree shape on n nodes, node 0 the root. mode: 'random' (attach to a random node
// with a free slot), 'deep' (attach near the most recent nodes), 'chain' (every node hangs
// under the previous one, random side), 'left' / 'right' (a one-sided chain), 'complete'.
// Labels 1..n-1 are shuffled so that indices say nothing about the shape.
function shape(n, mode) {
  const L = new Array(n).fill(-1);
  const R = new Array(n).fill(-1);
  const open = n > 0 ? [0] : [];
  for (let i = 1; i < n; i++) {
    let p;
    if (mode === 'complete') p = (i - 1) >> 1;
    else if (mode === 'chain' || mode === 'left' || mode === 'right') p = i - 1;
    else {
      const j = mode === 'deep' ? Math.max(0, open.length - 1 - rnd(0, 3)) : rnd(0, open.length - 1);
      p = open[j];
    }
    let side;
    if (mode === 'complete') side = i % 2 === 1 ? 0 : 1;
    else if (mode === 'left') side = 0;
    else if (mode === 'right') side = 1;
    else if (L[p] !== -1) side = 1;
    else if (R[p] !== -1) side = 0;
    else side = rnd(0, 1);
    if (side === 0) L[p] = i; else R[p] = i;
    if (mode === 'random' || mode === 'deep') {
      if (L[p] !== -1 && R[p] !== -1) {
        const j = open.indexOf(p, Math.max(0, open.length - 8));
        const k = j >= 0 ? j : open.indexOf(p);
        open[k] = open[open.length - 1];
        open.pop();
      }
      open.push(i);
    }
  }
  // relabel 1..n-1
  const lab = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 1; i--) {
    const j = rnd(1, i);
    [lab[i], lab[j]] = [lab[j], lab[i]];
  }
  const l2 = new Array(n), r2 = new Array(n);
  for (let i = 0; i < n; i++) {
    l2[lab[i]] = L[i] === -1 ? -1 : lab[L[i]];
    r2[lab[i]] = R[i] === -1 ? -1 : lab[R[i]];
  }
  return { n, L: l2, R: r2, lab };
}
function treeText(t, val) {
  const lines = [String(t.n)];
  for (let i = 0; i < t.n; i++) lines.push(`${val[i]} ${t.L[i]} ${t.R[i]}`);
  return lines.join('\n') + '\n';
}
// Shuffles labels 1..n-1 of a tree given by arrays (root 0 stays 0).
function relabel(L, R, val) {
  const n = L.length;
  const lab = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 1; i--) {
    const j = rnd(1, i);
    [lab[i], lab[j]] = [lab[j], lab[i]];
  }
  const l2 = new Array(n), r2 = new Array(n), v2 = new Array(n);
  for (let i = 0; i < n; i++) {
    l2[lab[i]] = L[i] === -1 ? -1 : lab[L[i]];
    r2[lab[i]] = R[i] === -1 ? -1 : lab[R[i]];
    v2[lab[i]] = val[i];
  }
  return { n, L: l2, R: r2, val: v2 };
}
// Depth (root = 1) of every node, iteratively.
function depths(t) {
  const d = new Array(t.n).fill(0);
  if (t.n === 0) return d;
  d[0] = 1;
  const st = [0];
  while (st.length) {
    const x = st.pop();
    for (const c of [t.L[x], t.R[x]]) if (c !== -1) { d[c] = d[x] + 1; st.push(c); }
  }
  return d;
}
function vals(n, lo, hi) { return Array.from({ length: n }, () => rnd(lo, hi)); }
function emit(t, val, qs) {
  process.stdout.write(treeText(t, val) + `${qs.length}\n${qs.join(' ')}\n`);
}
const fixed = {
  1: '6\n5 1 2\n2 3 4\n1 -1 5\n4 -1 -1\n-3 -1 -1\n6 -1 -1\n3\n11 4 8\n',
  2: '1\n-2 -1 -1\n2\n-2 2\n',
  3: '3\n1 1 -1\n1 2 -1\n1 -1 -1\n3\n1 2 3\n',
};
if (fixed[caseNo]) process.stdout.write(fixed[caseNo]);
else {
  const plan = {
    4: [1000, 'random', -10000, 10000, 1000],
    5: [10000, 'chain', -10000, 10000, 5000],
    6: [8000, 'random', -5, 5, 8000],
    7: [4095, 'complete', -100, 100, 3000],
    // the slow walk's worst case: a bushy course and claims that are almost never scored
    8: [30000, 'random', 0, 9, 30000],
    9: [5000, 'deep', -10000, 10000, 5000],
    10: [300, 'left', -3, 3, 200],
    11: [2000, 'random', 10000, 10000, 3000],
    12: [2, 'right', -10000, -10000, 5],
  }[caseNo];
  if (!plan) process.exit(0);
  const [n, mode, lo, hi, q] = plan;
  const t = shape(n, mode);
  const val = vals(n, lo, hi);
  // the real run scores, so that about half of the claims (all but few in case 8) hit
  const sums = [];
  const st = [[0, val[0]]];
  while (st.length) {
    const [x, s] = st.pop();
    if (t.L[x] === -1 && t.R[x] === -1) sums.push(s);
    if (t.L[x] !== -1) st.push([t.L[x], s + val[t.L[x]]]);
    if (t.R[x] !== -1) st.push([t.R[x], s + val[t.R[x]]]);
  }
  const qs = [];
  for (let i = 0; i < q; i++) {
    if (caseNo === 8) qs.push(i % 1000 === 0 ? sums[rnd(0, sums.length - 1)] : -rnd(1, 300000000));
    else qs.push(rnd(0, 1) ? sums[rnd(0, sums.length - 1)] + (rnd(0, 3) === 0 ? rnd(-2, 2) : 0) : rnd(-300000000, 300000000));
  }
  emit(t, val, qs);
}
