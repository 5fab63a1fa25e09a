// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Small steps with common factors (and equal steps) are common.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503 + 21) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const q = between(1, size);
const rows = [];
for (let i = 0; i < q; i++) {
  if (next() < 0.1) {
    rows.push(`${1000000000 - between(0, 2)} ${1000000000 - between(0, 2)} ${between(1, 10)} ${1000000000 - between(0, 5)}`);
    continue;
  }
  const g = between(1, 4);
  const step = () => g * between(1, 4);
  rows.push(`${step()} ${step()} ${step()} ${between(1, 3 * size + 3)}`);
}
process.stdout.write(`${q}\n${rows.join('\n')}\n`);
