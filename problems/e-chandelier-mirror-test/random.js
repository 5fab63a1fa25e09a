// Random small input: `node random.js <seed> <size>` prints one valid chandelier, the same for the
// same arguments. Half of the time it is built symmetric (an arm and its mirror image) and then
// maybe damaged once: a tint changed, a crystal removed or added. Tints are 1..3. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
// A small random binary tree on n nodes rooted at 0: sometimes a chain, sometimes bushy;
// labels 1..n-1 shuffled.
// mode: undefined (random, a chain a quarter of the time) or 'heap' (complete shape, wide).
function smallTree(n, mode) {
  const L = new Array(n).fill(-1);
  const R = new Array(n).fill(-1);
  const chain = next() < 0.25;
  for (let i = 1; i < n; i++) {
    let p = mode === 'heap' ? (i - 1) >> 1 : chain ? i - 1 : between(0, i - 1);
    while (L[p] !== -1 && R[p] !== -1) p = between(0, i - 1);
    let side = L[p] !== -1 ? 1 : R[p] !== -1 ? 0 : between(0, 1);
    if (side === 0) L[p] = i; else R[p] = i;
  }
  const lab = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 1; i--) {
    const j = between(1, i);
    [lab[i], lab[j]] = [lab[j], lab[i]];
  }
  const l2 = new Array(n), r2 = new Array(n);
  for (let i = 0; i < n; i++) {
    l2[lab[i]] = L[i] === -1 ? -1 : lab[L[i]];
    r2[lab[i]] = R[i] === -1 ? -1 : lab[R[i]];
  }
  return { n, L: l2, R: r2 };
}
function treeText(t, val) {
  const lines = [String(t.n)];
  for (let i = 0; i < t.n; i++) lines.push(`${val[i]} ${t.L[i]} ${t.R[i]}`);
  return lines.join('\n') + '\n';
}
function build() {
  if (next() < 0.4) {
    const n = between(0, size + 3);
    return { t: smallTree(n), val: Array.from({ length: n }, () => between(1, 3)) };
  }
  const m = between(0, Math.ceil(size / 2) + 1);
  const a = smallTree(m);
  const av = Array.from({ length: m }, () => between(1, 3));
  const n = 2 * m + 1;
  const L = new Array(n).fill(-1), R = new Array(n).fill(-1), val = new Array(n);
  val[0] = between(1, 3);
  if (m > 0) { L[0] = 1; R[0] = m + 1; }
  for (let i = 0; i < m; i++) {
    val[1 + i] = val[m + 1 + i] = av[i];
    L[1 + i] = a.L[i] === -1 ? -1 : 1 + a.L[i];
    R[1 + i] = a.R[i] === -1 ? -1 : 1 + a.R[i];
    R[m + 1 + i] = a.L[i] === -1 ? -1 : m + 1 + a.L[i];
    L[m + 1 + i] = a.R[i] === -1 ? -1 : m + 1 + a.R[i];
  }
  const r = next();
  if (r < 0.25 && n > 1) val[between(1, n - 1)] = between(1, 3);
  else if (r < 0.5) {
    // hang one more crystal under some crystal with a free hook
    let p = between(0, n - 1);
    while (L[p] !== -1 && R[p] !== -1) p = between(0, n - 1);
    L.push(-1); R.push(-1); val.push(between(1, 3));
    if (L[p] === -1 && (R[p] !== -1 || next() < 0.5)) L[p] = n; else R[p] = n;
    return { t: { n: n + 1, L, R }, val };
  }
  return { t: { n, L, R }, val };
}
const { t, val } = build();
// shuffle labels 1..n-1
const lab = Array.from({ length: t.n }, (_, i) => i);
for (let i = t.n - 1; i > 1; i--) {
  const j = between(1, i);
  [lab[i], lab[j]] = [lab[j], lab[i]];
}
const out = { n: t.n, L: new Array(t.n), R: new Array(t.n) };
const v2 = new Array(t.n);
for (let i = 0; i < t.n; i++) {
  out.L[lab[i]] = t.L[i] === -1 ? -1 : lab[t.L[i]];
  out.R[lab[i]] = t.R[i] === -1 ? -1 : lab[t.R[i]];
  v2[lab[i]] = val[i];
}
process.stdout.write(treeText(out, v2));
