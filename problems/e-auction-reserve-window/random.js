// Random small input: `node random.js <seed> <size>` prints one valid register and window, the
// same for the same arguments: up to size + 3 lots (sometimes none) with small distinct prices,
// inserted in random order; the window ends often sit exactly on prices. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = next() < 0.06 ? 0 : between(1, size + 3);
const big = next() < 0.2;
const top = big ? 1000000000 : 3 * n + 5;
const base = big ? 1000000000 - 3 * n - 5 : 0;
const set = new Set();
while (set.size < n) set.add(base + between(1, top - base));
const order = [...set];
if (next() < 0.25) {
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
const pick = () => (n > 0 && next() < 0.6 ? order[between(0, n - 1)] : base + between(1, top - base));
let lo = pick();
let hi = pick();
if (lo > hi) [lo, hi] = [hi, lo];
process.stdout.write(`${n}\n${rows.map((r) => `${r}\n`).join('')}${lo} ${hi}\n`);
