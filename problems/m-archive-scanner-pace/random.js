// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Sometimes huge boxes with a generous H, where the total hours pass 2^31.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, size + 2);
const big = next() < 0.3;
const a = Array.from({ length: n }, () => (big ? between(600000000, 1000000000) : between(1, 4 * size + 4)));
const total = a.reduce((x, y) => x + y, 0);
let H;
if (big) H = between(n, 3) === n ? n : Math.floor(total / between(1, 3)) + between(0, 5);
else H = between(n, Math.max(n, Math.min(total, 3 * n + 4)));
if (H < n) H = n;
process.stdout.write(`${n} ${H}\n${a.join(' ')}\n`);
