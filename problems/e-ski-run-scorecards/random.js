// Random small input: `node random.js <seed> <size>` prints one valid course with claims, the
// same for the same arguments: 1 to size + 3 gates with small scores (negatives, zeros),
// often a chain, and claims that are run scores, partial-run scores or nearby numbers. No imports.
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
const n = between(1, size + 3);
const val = Array.from({ length: n }, () => between(-3, 4));
const t = smallTree(n);
// scores of all prefixes of runs (partial and complete), to make claims that tempt
const prefix = [];
const st = [[0, val[0]]];
while (st.length) {
  const [x, s] = st.pop();
  prefix.push(s);
  if (t.L[x] !== -1) st.push([t.L[x], s + val[t.L[x]]]);
  if (t.R[x] !== -1) st.push([t.R[x], s + val[t.R[x]]]);
}
const q = between(1, size + 2);
const qs = [];
for (let i = 0; i < q; i++) qs.push(next() < 0.7 ? prefix[between(0, prefix.length - 1)] : between(-6, 10));
process.stdout.write(treeText(t, val) + `${q}\n${qs.join(' ')}\n`);
