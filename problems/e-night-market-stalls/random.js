// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Short rows of small profits with many repeats, zeros and losses; now and then
// profits near +-10^9 whose totals need 64 bits. No imports, so it runs as CommonJS or ESM.
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
const profit = () => {
  if (mode < 0.1) return (next() < 0.8 ? 1 : -1) * between(999999995, 1000000000);
  if (mode < 0.18) return between(-9, 0);
  return between(-2, 9);
};
const p = Array.from({ length: n }, profit);
process.stdout.write(`${n}\n${p.join(' ')}\n`);
