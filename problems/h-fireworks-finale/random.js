// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. A short row of shells with small, repeating brightnesses (zeros included) and
// now and then the maximum 1000, whose totals need 64 bits. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, 2 * size + 1);
const extreme = next() < 0.15;
const top = next() < 0.3 ? 3 : 9;
const shell = () => (extreme && next() < 0.4 ? between(995, 1000) : between(0, top));
const b = Array.from({ length: n }, shell);
process.stdout.write(`${n}\n${b.join(' ')}\n`);
