// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Small weights with repeats, so many sets hit L or R exactly.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503 + 37) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, Math.min(36, size + 2));
const huge = next() < 0.1;
const w = Array.from({ length: n }, () => (huge ? 1000000000000 - between(0, 1) : between(1, 6)));
const total = w.reduce((x, y) => x + y, 0);
let L = between(0, total);
let R = between(0, total);
if (L > R) [L, R] = [R, L];
if (next() < 0.2) L = 0;
process.stdout.write(`${n} ${L} ${R}\n${w.join(' ')}\n`);
