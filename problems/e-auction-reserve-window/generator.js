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
// BST shapes on the sorted distinct keys k[0] < ... < k[n-1]:
// 'random' (insertion in random order), 'chain' (ascending, every lot the right child of the
// previous one), 'zigzag' (min, max, 2nd min, 2nd max, ...: depth n), 'balanced'.
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
function emit(t, lo, hi) {
  const r = relabel(t.L, t.R, t.val);
  process.stdout.write(treeText(r, r.val) + `${lo} ${hi}\n`);
}
const fixed = {
  1: '6\n40 1 2\n25 3 -1\n70 4 5\n10 -1 -1\n55 -1 -1\n90 -1 -1\n20 60\n',
  2: '5\n30 1 2\n15 3 4\n45 -1 -1\n12 -1 -1\n20 -1 -1\n11 14\n',
  3: '0\n5 9\n',
  4: '1\n1000000000 -1 -1\n1000000000 1000000000\n',
  5: '5\n30 1 2\n15 3 4\n45 -1 -1\n12 -1 -1\n20 -1 -1\n12 45\n',
  6: '3\n50 1 2\n10 -1 -1\n90 -1 -1\n51 89\n',
};
if (fixed[caseNo]) process.stdout.write(fixed[caseNo]);
else {
  const plan = {
    7: [50000, 'chain', 1, 60000, 'all'],
    8: [5000, 'zigzag', 1, 100000, 'mid'],
    9: [8000, 'random', 1, 1000000000, 'keys'],
    10: [4000, 'balanced', 999000000, 1000000000, 'all'],
    11: [3000, 'random', 1, 50000, 'narrow'],
    12: [2000, 'chain', 1, 10000, 'keys'],
    13: [2000, 'random', 1, 1000000000, 'none'],
    14: [1000, 'zigzag', 1, 5000, 'keys'],
  }[caseNo];
  if (!plan) process.exit(0);
  const [n, mode, a, b, win] = plan;
  const k = distinctKeys(n, a, b);
  let lo, hi;
  if (win === 'all') { lo = 1; hi = 1000000000; }
  else if (win === 'mid') { lo = k[Math.floor(n / 4)] + 1; hi = k[Math.floor((3 * n) / 4)] - 1; }
  else if (win === 'keys') { lo = k[rnd(0, n / 2)]; hi = k[rnd(n / 2, n - 1)]; }
  else if (win === 'narrow') { lo = k[rnd(0, n - 10)]; hi = k[rnd(0, 8) + (k.indexOf(lo))]; }
  else { lo = 1000000000; hi = 1000000000; while (k.includes(lo)) lo--; hi = lo; }
  emit(bst(k, mode), lo, hi);
}
