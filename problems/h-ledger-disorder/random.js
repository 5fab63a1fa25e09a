// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to 3 * size amounts from a narrow range (equal amounts, also side by side,
// are common), sometimes sorted or reversed, sometimes with the extremes +-10^9.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, 3 * size);
const lo = between(-3, 1);
const hi = lo + between(1, size + 2);
const extreme = next() < 0.15;
const amount = () => (extreme && next() < 0.4 ? (next() < 0.5 ? -1000000000 : 1000000000) : between(lo, hi));
const a = Array.from({ length: n }, amount);
const order = next();
if (order < 0.1) a.sort((x, y) => x - y);
else if (order < 0.2) a.sort((x, y) => y - x);
process.stdout.write(`${n}\n${a.join(' ')}\n`);
