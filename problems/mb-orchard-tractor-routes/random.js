// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Small orchards (single rows and columns included) with a varying share of
// trees, now and then on the shed or the loading bay. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const side = Math.min(8, 2 + size);
const r = between(1, side);
const c = between(1, side);
const trees = 0.35 * next();
const grid = [];
for (let i = 0; i < r; i++) grid.push(Array.from({ length: c }, () => (next() < trees ? '#' : '.')));
// the corners are kept open most of the time, so that the interesting cases dominate
if (next() < 0.85) grid[0][0] = '.';
if (next() < 0.85) grid[r - 1][c - 1] = '.';
process.stdout.write(`${r} ${c}\n${grid.map((row) => row.join('')).join('\n')}\n`);
