// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Half of the panels are solvable by construction, the rest random (often not).
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503 + 29) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const side = Math.min(6, 1 + Math.ceil(size / 2));
const r = between(1, side);
const c = between(1, side);
const g = Array.from({ length: r }, () => new Array(c).fill(0));
if (next() < 0.5) {
  const presses = between(1, r * c);
  for (let k = 0; k < presses; k++) {
    const i = between(0, r - 1); const j = between(0, c - 1);
    for (const [a, b] of [[i, j], [i - 1, j], [i + 1, j], [i, j - 1], [i, j + 1]]) if (a >= 0 && a < r && b >= 0 && b < c) g[a][b] ^= 1;
  }
} else {
  for (let i = 0; i < r; i++) for (let j = 0; j < c; j++) g[i][j] = next() < 0.4 ? 1 : 0;
}
process.stdout.write(`${r} ${c}\n${g.map((row) => row.join('')).join('\n')}\n`);
