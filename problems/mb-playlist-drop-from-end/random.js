// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Setlists of 1 to 3 * size songs with few distinct ids (sometimes the largest id
// 10^5); k is often one of the ends (1 = the tail, n = the head), otherwise anywhere.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, 3 * size);
const extreme = next() < 0.15;
const id = () => (extreme && next() < 0.5 ? 100000 : between(1, 5));
const ids = Array.from({ length: n }, id);
const pick = next();
const k = pick < 0.2 ? n : pick < 0.35 ? 1 : between(1, n);
process.stdout.write(`${n}\n${ids.join(' ')}\n${k}\n`);
