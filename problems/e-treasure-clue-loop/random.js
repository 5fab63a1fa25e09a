// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to 2*size + 1 cards (sometimes none) whose numbers repeat a lot, now and then
// near +-10^9; about half the hunts end normally (pos = -1), the rest loop back to any card,
// the last one included. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = next() < 0.08 ? 0 : between(1, 2 * size + 1);
const extreme = next() < 0.15;
const spread = between(1, n + 2);
const card = () => (extreme ? (next() < 0.5 ? -1 : 1) * between(999999998, 1000000000) : between(-2, spread));
const v = Array.from({ length: n }, card);
const pos = n === 0 || next() < 0.5 ? -1 : between(0, n - 1);
process.stdout.write(`${n}\n${v.join(' ')}\n${pos}\n`);
