// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to 2*size + 1 wagons, each empty with a probability drawn per input (from
// none to all empty), loaded weights small and repeated, now and then near 10^6. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, 2 * size + 1);
const emptyShare = [0, 0.3, 0.5, 0.7, 1][between(0, 4)];
const extreme = next() < 0.15;
const weight = () => (next() < emptyShare ? 0 : extreme ? between(999995, 1000000) : between(1, 9));
const w = Array.from({ length: n }, weight);
process.stdout.write(`${n}\n${w.join(' ')}\n`);
