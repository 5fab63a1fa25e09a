// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. A grid of up to (size/2 + 1) x (size/2 + 2) plots (1x1 and single rows
// included) with a random share of rock and springs, so walled-off soil, grids without springs
// and grids without soil all turn up. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const r = between(1, Math.floor(size / 2) + 1);
const c = between(1, Math.floor(size / 2) + 2);
const rock = [0, 0.2, 0.35][between(0, 2)];
const spring = [0, 0.1, 0.2, 0.4][between(0, 3)];
const rows = [];
for (let i = 0; i < r; i++) {
  let row = '';
  for (let j = 0; j < c; j++) {
    const x = next();
    row += x < rock ? '#' : x < rock + spring ? 'S' : '.';
  }
  rows.push(row);
}
// most grids get at least one spring
if (spring === 0 && next() < 0.5) {
  const i = between(0, r - 1);
  const j = between(0, c - 1);
  rows[i] = rows[i].slice(0, j) + 'S' + rows[i].slice(j + 1);
}
process.stdout.write(`${r} ${c}\n${rows.map((row) => `${row}\n`).join('')}`);
