// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Tiny values so equally good blocks (ties) are common.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const k = between(1, Math.max(1, Math.floor(size / 3) + 1));
const n = between(3 * k, 3 * k + 2 * size + 2);
const top = between(1, 3);
const v = Array.from({ length: n }, () => between(0, top));
process.stdout.write(`${n} ${k}\n${v.join(' ')}\n`);
