// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. A short log of small balances (zeros and negatives common, sometimes +-10^4);
// k is usually the total of some stretch, otherwise a small or extreme value. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, 2 * size + 1);
const extreme = next() < 0.12;
const low = next() < 0.25 ? 0 : -3;
const day = () => (extreme && next() < 0.5 ? (next() < 0.5 ? -10000 : 10000) : between(low, 3));
const b = Array.from({ length: n }, day);
let k;
const pick = next();
if (pick < 0.65) {
  const i = between(0, n - 1);
  const j = between(i, n - 1);
  k = 0;
  for (let d = i; d <= j; d++) k += b[d];
} else if (pick < 0.93) k = between(-4, 6);
else k = next() < 0.5 ? -1000000000 : 1000000000;
process.stdout.write(`${n} ${k}\n${b.join(' ')}\n`);
