// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to 2 * size + 1 readings with small values of both signs, zeros and ties
// at exactly k times; sometimes k and the readings are large, so k * a_j needs 64 bits.
// No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, 2 * size + 1);
const big = next() < 0.25;
const k = big ? between(1000, 1000000000) : between(1, 3);
const a = Array.from({ length: n }, () =>
  big ? (next() < 0.5 ? between(-9, 9) : (next() < 0.5 ? -1 : 1) * between(999999000, 1000000000)) : between(-6, 9),
);
process.stdout.write(`${n} ${k}\n${a.join(' ')}\n`);
