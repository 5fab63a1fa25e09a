// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Small towers, often with a single casing.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const q = between(1, size);
const lines = [];
for (let i = 0; i < q; i++) lines.push(`${between(1, 4)} ${between(1, 4 * size * size + 2)}`);
process.stdout.write(`${q}\n${lines.join('\n')}\n`);
