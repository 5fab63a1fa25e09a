// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Two or three colours and small k, so equal-length runs in several places,
// k = 0 and k >= n all turn up. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, 3 * size + 2);
const letters = ['AB', 'ABC', 'XYZ', 'QQR'][between(0, 3)];
let str = '';
for (let i = 0; i < n; i++) str += letters[between(0, letters.length - 1)];
const k = next() < 0.1 ? between(0, n) : between(0, Math.min(n, 3));
process.stdout.write(`${n} ${k}\n${str}\n`);
