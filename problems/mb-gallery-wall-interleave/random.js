// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. 0 to 2*size + 2 paintings (the empty wall and a single painting included) with
// catalogue numbers that often repeat, now and then near 10^5. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const r = next();
const n = r < 0.12 ? 0 : r < 0.2 ? 1 : between(2, 2 * size + 2);
const extreme = next() < 0.15;
const top = between(1, 6);
const number = () => (extreme ? between(99990, 100000) : between(1, top));
const v = Array.from({ length: n }, number);
process.stdout.write(`${n}\n${v.join(' ')}\n`);
