// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to size + 2 towns, a small tank, canals whose lengths are often equal to the
// tank (or longer, so they cannot be used), prices from 1 to 9; sometimes the destination is cut
// off.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, size + 2);
const cap = between(1, Math.min(8, size + 2));
const price = Array.from({ length: n }, () => between(1, 9));
const length = () => (next() < 0.3 ? cap : between(1, cap + 1));
const canals = [];
const cut = next() < 0.15;
for (let i = 1; i < n; i++) {
  if (cut && i === n - 1) continue;
  canals.push([between(0, i - 1), i, length()]);
}
const extra = between(0, n);
for (let k = 0; k < extra && n > 1; k++) {
  const u = between(0, n - 1);
  let v = between(0, n - 2);
  if (v >= u) v++;
  if (cut && (u === n - 1 || v === n - 1)) continue;
  canals.push([u, v, length()]);
}
process.stdout.write(`${n} ${canals.length} ${cap}\n${price.join(' ')}\n${canals.map((e) => `${e.join(' ')}\n`).join('')}`);
