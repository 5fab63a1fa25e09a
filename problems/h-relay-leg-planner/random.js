// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Small lengths with many zeros and ties; sometimes lengths near 10^9.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, 2 * size + 1);
const k = between(1, n);
const big = next() < 0.15;
const top = between(1, 9);
const a = Array.from({ length: n }, () => (big ? between(999999990, 1000000000) : next() < 0.25 ? 0 : between(0, top)));
process.stdout.write(`${n} ${k}\n${a.join(' ')}\n`);
