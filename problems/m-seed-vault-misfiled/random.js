// Random small input: `node random.js <seed> <size>` prints one valid vault, the same for the
// same arguments: 1 to size + 3 drawers, mostly an ordered tree built by insertion (equal
// numbers go right) and then a few numbers changed; numbers are small and repeat, now and then
// they are +-10^18 or near it. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, size + 3);
const big = next() < 0.2;
const pool = ['-1000000000000000000', '-999999999999999999', '0', '999999999999999999', '1000000000000000000'];
const key = () => (big ? BigInt(pool[between(0, 4)]) : BigInt(between(0, 6)));
const keys = Array.from({ length: n }, key);
const L = new Array(n).fill(-1), R = new Array(n).fill(-1);
for (let i = 1; i < n; i++) {
  let x = 0;
  for (;;) {
    if (keys[i] < keys[x]) { if (L[x] === -1) { L[x] = i; break; } x = L[x]; }
    else { if (R[x] === -1) { R[x] = i; break; } x = R[x]; }
  }
}
const changes = between(0, 2);
for (let c = 0; c < changes; c++) keys[between(0, n - 1)] = key();
const lab = Array.from({ length: n }, (_, i) => i);
for (let i = n - 1; i > 1; i--) {
  const j = between(1, i);
  [lab[i], lab[j]] = [lab[j], lab[i]];
}
const rows = new Array(n);
for (let i = 0; i < n; i++)
  rows[lab[i]] = `${keys[i]} ${L[i] === -1 ? -1 : lab[L[i]]} ${R[i] === -1 ? -1 : lab[R[i]]}`;
process.stdout.write(`${n}\n${rows.map((r) => `${r}\n`).join('')}`);
