// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Distinct positions in a small range, in shuffled order.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(2, size + 3);
const k = between(2, n);
const range = next() < 0.2 ? 1000000000 : 4 * size + 10;
const set = new Set();
while (set.size < n) set.add(between(0, range));
const x = [...set];
for (let i = x.length - 1; i > 0; i--) { const j = between(0, i); [x[i], x[j]] = [x[j], x[i]]; }
process.stdout.write(`${n} ${k}\n${x.join(' ')}\n`);
