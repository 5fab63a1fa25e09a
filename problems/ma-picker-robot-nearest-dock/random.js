// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Small plans with one S, one to a few docks and a varying share of shelves, so
// walled-in robots, unreachable docks and docks at equal distances all turn up. No imports.
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
const c = between(r === 1 ? 2 : 1, side);
const cells = r * c;
const shelves = 0.45 * next();
const grid = Array.from({ length: cells }, () => (next() < shelves ? '#' : '.'));
const free = Array.from({ length: cells }, (_, i) => i);
for (let i = cells - 1; i > 0; i--) {
  const j = between(0, i);
  [free[i], free[j]] = [free[j], free[i]];
}
grid[free[0]] = 'S';
const docks = between(1, Math.min(cells - 1, 1 + Math.floor(size / 3)));
for (let k = 1; k <= docks; k++) grid[free[k]] = 'T';
const rows = [];
for (let i = 0; i < r; i++) rows.push(grid.slice(i * c, (i + 1) * c).join(''));
process.stdout.write(`${r} ${c}\n${rows.join('\n')}\n`);
