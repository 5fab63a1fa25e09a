// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Small readings with many dry hours and bounds taken from real stretch totals,
// so totals equal to L or R, L = 0 and empty answers all turn up. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, 2 * size + 2);
const a = Array.from({ length: n }, () => (next() < 0.35 ? 0 : between(1, 5)));
const total = a.reduce((x, y) => x + y, 0);
let L = between(0, total);
let R = between(0, total + 2);
if (L > R) [L, R] = [R, L];
if (next() < 0.2) L = 0;
process.stdout.write(`${n} ${L} ${R}\n${a.join(' ')}\n`);
