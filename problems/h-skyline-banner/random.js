// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to 3 * size buildings with small heights (zeros and equal heights common);
// now and then heights near 10^9, where the area needs 64 bits.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, 3 * size);
const big = next() < 0.15;
const top = between(1, size + 4);
const height = () => (big ? (next() < 0.2 ? 0 : between(999999990, 1000000000)) : between(0, top));
const h = Array.from({ length: n }, height);
process.stdout.write(`${n}\n${h.join(' ')}\n`);
