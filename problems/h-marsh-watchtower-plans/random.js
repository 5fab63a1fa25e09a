// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Islands of 1 to 7 plots per side with some marsh and, often, one to three
// existing towers (which may already see each other or a tower that has to go above them).
// No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, Math.min(7, size + 2));
const marsh = between(0, 30) / 100;
const g = Array.from({ length: n }, () => Array.from({ length: n }, () => (next() < marsh ? '#' : '.')));
const towers = next() < 0.7 ? between(1, Math.min(3, n)) : 0;
for (let t = 0; t < towers; t++) g[between(0, n - 1)][between(0, n - 1)] = 'T';
process.stdout.write(`${n}\n${g.map((row) => row.join('')).join('\n')}\n`);
