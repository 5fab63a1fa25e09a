// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Small positions so duplicates and equal gaps are common.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(2, size + 3);
const range = next() < 0.1 ? 1000000 : between(1, 3 * size + 3);
const x = Array.from({ length: n }, () => between(0, range));
const k = between(1, (n * (n - 1)) / 2);
process.stdout.write(`${n} ${k}\n${x.join(' ')}\n`);
