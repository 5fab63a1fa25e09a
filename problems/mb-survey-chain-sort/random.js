// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Short chains (sometimes empty) of small samples with repeats and many negatives,
// some already sorted or reversed; now and then +-10^5. No imports, so it runs as CommonJS or ESM.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = next() < 0.07 ? 0 : between(1, 2 * size + 1);
const extreme = next() < 0.15;
const sample = () => (extreme && next() < 0.4 ? (next() < 0.5 ? -100000 : 100000) : between(-6, 6));
const a = Array.from({ length: n }, sample);
const shape = next();
if (shape < 0.1) a.sort((x, y) => x - y);
else if (shape < 0.2) a.sort((x, y) => y - x);
process.stdout.write(`${n}\n${a.join(' ')}\n`);
