// Random small input: `node random.js <seed> <size>` prints one valid network, the same for the
// same arguments: 1 to size + 3 masts, small gains of both signs (now and then near +-10^9),
// shapes where western branches often reach deeper than eastern ones. No imports.
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
const big = next() < 0.2;
const val = Array.from({ length: n }, () => (big ? (next() < 0.5 ? -1 : 1) * between(999999990, 1000000000) : between(-4, 6)));
process.stdout.write(treeText(smallTree(n, big && next() < 0.5 ? 'heap' : undefined), val));
