// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. The number of rows k grows with size (0..5 at size 1, 45..125 at size 5, up to
// 275 at size 10), so k = 0 and rows whose path counts pass the modulus (k >= 33) both turn up.
// No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const k = between(Math.max(0, 15 * (size - 2)), 30 * size - 25);
process.stdout.write(`${k}\n`);
