// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Checkpoints are often on an edge of the rectangle, or just outside it.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503 + 11) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const q = between(1, size + 1);
const rows = [];
for (let i = 0; i < q; i++) {
  const big = next() < 0.1;
  const x = big ? 500000 - between(0, 2) : between(0, size);
  const y = big ? 500000 - between(0, 2) : between(0, size);
  const pick = (m) => { const r = next(); return r < 0.2 ? 0 : r < 0.4 ? m : r < 0.55 ? Math.min(500000, m + 1) : between(0, m); };
  rows.push(`${x} ${y} ${pick(x)} ${pick(y)}`);
}
process.stdout.write(`${q}\n${rows.join('\n')}\n`);
