// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Sorted lists of 0 to 3 * size codes from a narrow range around 0, so runs of
// equal codes (and a leading 0) are common; now and then the extreme codes +-10^9.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = next() < 0.1 ? between(0, 1) : between(1, 3 * size);
const lo = between(-3, 0);
const hi = lo + between(0, size + 2);
const extreme = next() < 0.15;
const code = () => (extreme && next() < 0.4 ? (next() < 0.5 ? -1000000000 : 1000000000) : between(lo, hi));
const codes = Array.from({ length: n }, code).sort((x, y) => x - y);
process.stdout.write(`${n}\n${codes.join(' ')}\n`);
