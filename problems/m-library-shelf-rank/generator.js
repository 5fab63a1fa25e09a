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
function distinctKeys(n, lo, hi) {
  const set = new Set();
  while (set.size < n) set.add(rnd(lo, hi));
  return [...set].sort((a, b) => a - b);
}
function bst(k, mode) {
  const n = k.length;
  const L = new Array(n).fill(-1), R = new Array(n).fill(-1);
  const val = new Array(n);
  // node ids in creation order; node 0 is the root
  if (n === 0) return { n, L, R, val };
  if (mode === 'chain') {
    for (let i = 0; i < n; i++) { val[i] = k[i]; if (i + 1 < n) R[i] = i + 1; }
  } else if (mode === 'zigzag') {
    let a = 0, b = n - 1;
    for (let i = 0; i < n; i++) {
      val[i] = i % 2 === 0 ? k[a++] : k[b--];
      if (i + 1 < n) { if (i % 2 === 0) R[i] = i + 1; else L[i] = i + 1; }
    }
  } else if (mode === 'balanced') {
    let id = 0;
    const st = [[0, n - 1, -1, 0]];
    while (st.length) {
      const [a, b, par, side] = st.pop();
      if (a > b) continue;
      const m = (a + b) >> 1;
      const me = id++;
      val[me] = k[m];
      if (par !== -1) { if (side === 0) L[par] = me; else R[par] = me; }
      st.push([a, m - 1, me, 0], [m + 1, b, me, 1]);
    }
  } else {
    const order = k.slice();
    for (let i = n - 1; i > 0; i--) { const j = rnd(0, i); [order[i], order[j]] = [order[j], order[i]]; }
    for (let i = 0; i < n; i++) {
      val[i] = order[i];
      if (i === 0) continue;
      let x = 0;
      for (;;) {
        if (order[i] < val[x]) { if (L[x] === -1) { L[x] = i; break; } x = L[x]; }
        else { if (R[x] === -1) { R[x] = i; break; } x = R[x]; }
      }
    }
  }
  return { n, L, R, val };
}
function sizes(t) {
  // sizes by an explicit post-order
  const sz = new Array(t.n).fill(1);
  const order = [];
  const st = t.n ? [0] : [];
  while (st.length) {
    const x = st.pop();
    order.push(x);
    if (t.L[x] !== -1) st.push(t.L[x]);
    if (t.R[x] !== -1) st.push(t.R[x]);
  }
  for (let i = order.length - 1; i >= 0; i--) {
    const x = order[i];
    if (t.L[x] !== -1) sz[x] += sz[t.L[x]];
    if (t.R[x] !== -1) sz[x] += sz[t.R[x]];
  }
  return sz;
}
function emit(t, qs) {
  const r = relabel(t.L, t.R, t.val);
  // queries were made on construction ids: translate through a relabel map (by value)
  const idOf = new Map();
  for (let i = 0; i < r.n; i++) idOf.set(r.val[i], i);
  const lines = qs.map(([x, k]) => `${idOf.get(t.val[x])} ${k}`);
  process.stdout.write(treeText(r, r.val) + `${qs.length}\n${lines.join('\n')}\n`);
}
const ex = '7\n40 1 2\n20 3 4\n50 -1 5\n10 -1 -1\n30 6 -1\n60 -1 -1\n25 -1 -1\n';
const fixed = {
  1: ex + '3\n0 3\n1 2\n5 1\n',
  2: ex + '3\n2 2\n2 3\n6 1\n',
  3: '1\n1000000000 -1 -1\n2\n0 1\n0 1\n',
  4: ex + '4\n1 5\n4 3\n0 7\n2 3\n',
};
if (fixed[caseNo]) process.stdout.write(fixed[caseNo]);
else {
  const plan = {
    5: [8000, 'chain', 'random', 8000],
    6: [6000, 'random', 'random', 6000],
    7: [4095, 'balanced', 'random', 5000],
    8: [5000, 'zigzag', 'over', 5000],
    // the slow walk's worst case: the whole zigzag chain, asked about near its top for big k
    9: [30000, 'zigzag', 'top', 30000],
    10: [2000, 'random', 'over', 3000],
    11: [300, 'random', 'random', 500],
    12: [3000, 'chain', 'over', 3000],
  }[caseNo];
  if (!plan) process.exit(0);
  const [n, mode, qmode, q] = plan;
  const t = bst(distinctKeys(n, 1, n <= 5000 ? 1000000000 : 3 * n), mode);
  const sz = sizes(t);
  const qs = [];
  for (let i = 0; i < q; i++) {
    let x, k;
    if (qmode === 'top') { x = rnd(0, 3); k = Math.max(1, sz[x] - rnd(0, 20)); }
    else {
      x = rnd(0, n - 1);
      k = qmode === 'over' && rnd(0, 2) === 0 ? rnd(sz[x] + 1, n) : rnd(1, sz[x]);
      if (k > n) k = n;
    }
    qs.push([x, k]);
  }
  emit(t, qs);
}
