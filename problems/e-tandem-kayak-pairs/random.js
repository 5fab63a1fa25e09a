// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to 2 * size + 1 sorted loads, usually small and repeated so that many sums
// hit the limit exactly; sometimes loads near 10^9 with a limit near 2 * 10^9. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(2, 2 * size + 1);
const big = next() < 0.2;
const a = Array.from({ length: n }, () => (big ? between(999999990, 1000000000) : between(1, 9)));
a.sort((x, y) => x - y);
let w;
if (next() < 0.7) {
  const i = between(0, n - 1);
  let j = between(0, n - 1);
  if (j === i) j = (i + 1) % n;
  w = a[i] + a[j];
} else w = big ? between(1999999980, 2000000000) : between(1, 18);
process.stdout.write(`${n} ${w}\n${a.join(' ')}\n`);
