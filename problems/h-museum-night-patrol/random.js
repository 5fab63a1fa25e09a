// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. A small plan (at most 3 x (size + 3)) with some walls, the guard room and up to
// size / 2 + 2 panels, so that orders matter and greedy choices fail; sometimes a panel is
// walled off. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const r = between(1, 3);
const c = between(2, size + 3);
const cells = r * c;
const pWall = next() * 0.3;
const g = Array.from({ length: r }, () => Array.from({ length: c }, () => (next() < pWall ? '#' : '.')));
const k = Math.min(cells - 1, between(0, Math.floor(size / 2) + 2));
const free = [];
for (let i = 0; i < r; i++) for (let j = 0; j < c; j++) free.push([i, j]);
for (let i = free.length - 1; i > 0; i--) {
  const j = between(0, i);
  [free[i], free[j]] = [free[j], free[i]];
}
g[free[0][0]][free[0][1]] = 'S';
for (let t = 1; t <= k; t++) g[free[t][0]][free[t][1]] = 'P';
process.stdout.write(`${r} ${c}\n${g.map((row) => row.join('')).join('\n')}\n`);
