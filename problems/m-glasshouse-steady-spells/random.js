// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Small readings (sometimes negative) and small d, so spreads equal to d occur.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, 2 * size + 2);
const span = between(1, 6);
const t = Array.from({ length: n }, () => between(-span, span));
const d = between(0, span + 1);
process.stdout.write(`${n} ${d}\n${t.join(' ')}\n`);
