// Random small input: `node random.js <seed> <size>` prints one valid catalogue with questions,
// the same for the same arguments: 1 to size + 3 books inserted in random order (sometimes
// sorted, giving a chain), and up to 2 * size + 1 questions, some asking for more books than
// the section has. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, size + 3);
const set = new Set();
while (set.size < n) set.add(between(1, 4 * n + 4));
const order = [...set];
if (next() < 0.2) {
  order.sort((a, b) => a - b);
  if (next() < 0.5) order.reverse();
}
const L = new Array(n).fill(-1), R = new Array(n).fill(-1);
for (let i = 1; i < n; i++) {
  let x = 0;
  for (;;) {
    if (order[i] < order[x]) { if (L[x] === -1) { L[x] = i; break; } x = L[x]; }
    else { if (R[x] === -1) { R[x] = i; break; } x = R[x]; }
  }
}
const lab = Array.from({ length: n }, (_, i) => i);
for (let i = n - 1; i > 1; i--) {
  const j = between(1, i);
  [lab[i], lab[j]] = [lab[j], lab[i]];
}
const rows = new Array(n);
for (let i = 0; i < n; i++)
  rows[lab[i]] = `${order[i]} ${L[i] === -1 ? -1 : lab[L[i]]} ${R[i] === -1 ? -1 : lab[R[i]]}`;
const q = between(1, 2 * size + 1);
const qs = [];
for (let i = 0; i < q; i++) qs.push(`${between(0, n - 1)} ${between(1, n)}`);
process.stdout.write(`${n}\n${rows.map((r) => `${r}\n`).join('')}${q}\n${qs.map((x) => `${x}\n`).join('')}`);
