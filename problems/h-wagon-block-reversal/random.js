// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Trains of 0 to 3 * size wagons with small repeating ids; the block size is
// mostly small (often dividing n), sometimes n itself, just above n or the limit 10^5.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = next() < 0.08 ? 0 : between(1, 3 * size);
const extreme = next() < 0.15;
const id = () => (extreme && next() < 0.4 ? (next() < 0.5 ? -1000000000 : 1000000000) : between(-3, 9));
const ids = Array.from({ length: n }, id);
const pick = next();
let k;
if (pick < 0.1) k = 100000;
else if (pick < 0.25) k = Math.max(1, n + between(0, 1));
else k = between(1, Math.max(1, Math.min(n, 4)));
process.stdout.write(`${n}\n${ids.join(' ')}\n${k}\n`);
