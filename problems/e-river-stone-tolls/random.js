// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Short rows of small tolls with repeats and free stones; now and then tolls near
// 10^9 whose totals need 64 bits. No imports, so it runs as CommonJS or ESM.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = next() < 0.1 ? between(1, 2) : between(2, 2 * size + 2);
const mode = next();
const toll = () => {
  if (mode < 0.12) return next() < 0.2 ? between(0, 2) : between(999999995, 1000000000);
  if (mode < 0.2) return between(0, 1);
  return between(0, 9);
};
const t = Array.from({ length: n }, toll);
process.stdout.write(`${n}\n${t.join(' ')}\n`);
