// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Small masses and counts such as 2, 5 or 6 (not of the form 2^k - 1).
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, Math.ceil(size / 2) + 1);
const M = between(1, 8 * size + 4);
const lines = [];
for (let i = 0; i < n; i++) lines.push(`${between(1, 2 * size + 3)} ${between(1, size + 4)}`);
process.stdout.write(`${n} ${M}\n${lines.join('\n')}\n`);
