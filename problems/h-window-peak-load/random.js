// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to 2*size + 2 readings, small and often repeated (negative ones included),
// now and then +-10^9; the window length k is anything from 1 to n. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, 2 * size + 2);
const k = between(1, n);
const extreme = next() < 0.15;
const spread = between(1, 3);
const reading = () => (extreme ? [-1000000000, -999999999, 0, 999999999, 1000000000][between(0, 4)] : between(-spread, spread));
const a = Array.from({ length: n }, reading);
process.stdout.write(`${n} ${k}\n${a.join(' ')}\n`);
