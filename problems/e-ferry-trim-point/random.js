// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Small values with many zeros make several (or no) trim points likely, and the
// bow or stern slot often balances; now and then the extremes appear. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, 2 * size + 1);
const extreme = next() < 0.15;
const value = () => (extreme && next() < 0.5 ? (next() < 0.5 ? -1 : 1) * 1000000000 : between(-3, 3));
const a = Array.from({ length: n }, value);
process.stdout.write(`${n}\n${a.join(' ')}\n`);
