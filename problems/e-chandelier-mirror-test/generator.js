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
// a symmetric chandelier: a random arm T (m nodes) on the left, its mirror image on the right
function symmetric(m, mode, lo, hi) {
  const t = shape(m, mode);
  const tv = Array.from({ length: m }, () => rnd(lo, hi));
  const n = 2 * m + 1;
  const L = new Array(n).fill(-1), R = new Array(n).fill(-1), val = new Array(n);
  val[0] = rnd(lo, hi);
  if (m > 0) { L[0] = 1; R[0] = m + 1; }
  for (let i = 0; i < m; i++) {
    val[1 + i] = tv[i];
    val[m + 1 + i] = tv[i];
    L[1 + i] = t.L[i] === -1 ? -1 : 1 + t.L[i];
    R[1 + i] = t.R[i] === -1 ? -1 : 1 + t.R[i];
    R[m + 1 + i] = t.L[i] === -1 ? -1 : m + 1 + t.L[i];
    L[m + 1 + i] = t.R[i] === -1 ? -1 : m + 1 + t.R[i];
  }
  return { n, L, R, val };
}
// defects: 'tint' changes the tint of one crystal at depth near `depth`, 'drop' removes a leaf
// there (on the right arm), 'grow' hangs a new crystal under a leaf.
function defect(t, kind, depth) {
  const d = depths(t);
  let best = -1;
  for (let i = 1; i < t.n; i++) {
    const leaf = t.L[i] === -1 && t.R[i] === -1;
    if ((kind === 'drop' || kind === 'grow') && !leaf) continue;
    if (kind === 'drop' && i <= (t.n - 1) / 2) continue;
    if (best === -1 || Math.abs(d[i] - depth) < Math.abs(d[best] - depth)) best = i;
  }
  if (kind === 'tint') t.val[best] += 1;
  else if (kind === 'grow') {
    t.L.push(-1); t.R.push(-1); t.val.push(rnd(1, 5));
    if (rnd(0, 1)) t.L[best] = t.n; else t.R[best] = t.n;
    t.n++;
  } else {
    // remove leaf `best`: unhook it and move the last node into its slot
    for (let i = 0; i < t.n; i++) { if (t.L[i] === best) t.L[i] = -1; if (t.R[i] === best) t.R[i] = -1; }
    const last = t.n - 1;
    if (best !== last) {
      for (let i = 0; i < t.n; i++) { if (t.L[i] === last) t.L[i] = best; if (t.R[i] === last) t.R[i] = best; }
      t.L[best] = t.L[last]; t.R[best] = t.R[last]; t.val[best] = t.val[last];
    }
    t.L.pop(); t.R.pop(); t.val.pop(); t.n--;
  }
  return t;
}
function emit(t) { const r = relabel(t.L, t.R, t.val); process.stdout.write(treeText(r, r.val)); }
const fixed = {
  1: '7\n9 1 2\n4 3 4\n4 5 6\n7 -1 -1\n2 -1 -1\n2 -1 -1\n7 -1 -1\n',
  2: '7\n1 1 2\n6 3 -1\n6 -1 4\n3 5 -1\n5 -1 6\n2 -1 -1\n2 -1 -1\n',
  3: '0\n',
  4: '1\n1000000000 -1 -1\n',
  5: '2\n5 1 -1\n5 -1 -1\n',
  6: '3\n5 1 2\n1000000000 -1 -1\n999999999 -1 -1\n',
  7: '5\n3 1 2\n8 3 -1\n8 4 -1\n1 -1 -1\n1 -1 -1\n',
};
if (fixed[caseNo]) process.stdout.write(fixed[caseNo]);
else if (caseNo === 8) emit(symmetric(24999, 'chain', 1, 3));
else if (caseNo === 9) emit(defect(symmetric(8000, 'chain', 1, 3), 'tint', 7990));
else if (caseNo === 10) emit(symmetric(8000, 'random', 1, 2));
else if (caseNo === 11) emit(defect(symmetric(4000, 'random', 1, 1000000000), 'drop', 12));
else if (caseNo === 12) emit(defect(symmetric(6000, 'deep', 1, 2), 'grow', 30));
else if (caseNo === 13) emit(defect(symmetric(5000, 'complete', 1, 1), 'tint', 8));
else if (caseNo === 14) emit(symmetric(300, 'random', 1000000000, 1000000000));
else if (caseNo === 15) emit(defect(symmetric(2000, 'deep', 1, 3), 'drop', 1000));
else if (caseNo === 16) {
  // same tier-by-tier palindromes of tints, but the shapes do not mirror: a (5) on the left, a (5) under it
  process.stdout.write('5\n2 1 2\n7 3 -1\n7 4 -1\n5 -1 -1\n5 -1 -1\n');
}
