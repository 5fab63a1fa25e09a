// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. A short digit string where 1, 2 and 0 are common (so two-digit codes, 10/20
// and unreadable zeros turn up) and the other digits appear now and then. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const len = between(1, 3 * size);
const zeros = next() < 0.4 ? 0.02 : 0.12;
let s = '';
for (let i = 0; i < len; i++) {
  const p = next();
  s += p < zeros ? '0' : p < 0.35 ? '1' : p < 0.6 ? '2' : String(between(3, 9));
}
process.stdout.write(`${s}\n`);
