// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Small requirements and profits with ties; sometimes profits near 10^9, so the
// purse passes 2^31.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, size + 2);
const big = next() < 0.4;
const k = big ? n : between(1, n);
const w = big ? between(900000000, 1000000000) : between(0, 4);
const need = Array.from({ length: n }, () => (big ? between(0, 1000000000) : between(0, 2 * size + 2)));
const profit = Array.from({ length: n }, () => (big ? between(900000000, 1000000000) : between(1, 5)));
process.stdout.write(`${n} ${k} ${w}\n${need.join(' ')}\n${profit.join(' ')}\n`);
