// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to 2 * size + 1 panes from a small palette (ties between stretches are
// common), sometimes with codes near 10^9. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, 2 * size + 1);
const k = between(1, Math.min(n, 4));
const palette = between(1, 5);
const base = next() < 0.2 ? 1000000000 - palette : 0;
const a = Array.from({ length: n }, () => base + between(1, palette));
process.stdout.write(`${n} ${k}\n${a.join(' ')}\n`);
