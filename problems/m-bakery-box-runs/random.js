// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to 2 * size + 1 days with small values of both signs (negative prefix sums
// are frequent) and a small k; sometimes values near +-10^9 and k near 10^9. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, 2 * size + 1);
const big = next() < 0.2;
const k = big ? between(999999990, 1000000000) : between(1, 6);
const a = Array.from({ length: n }, () =>
  big ? (next() < 0.5 ? -1 : 1) * between(999999990, 1000000000) : between(-6, 4),
);
process.stdout.write(`${n} ${k}\n${a.join(' ')}\n`);
