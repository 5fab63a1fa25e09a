// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Often all values are negative, where the empty arc must not be taken.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, 2 * size + 2);
const r = next();
const lo = r < 0.3 ? -9 : -6;
const hi = r < 0.3 ? -1 : 6;
const p = Array.from({ length: n }, () => (next() < 0.05 ? (next() < 0.5 ? -10000 : 10000) : between(lo, hi)));
process.stdout.write(`${n}\n${p.join(' ')}\n`);
