// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Small heights so equal heights (ties) are common.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, 2 * size + 2);
const top = between(2, size + 3);
const h = Array.from({ length: n }, () => between(1, top));
process.stdout.write(`${n}\n${h.join(' ')}\n`);
