// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Small grids (often not square, single rows and columns included) with small,
// repeating elevations so that flat steps are common, now and then near 10^9. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const side = Math.min(6, 1 + Math.ceil(size / 2));
const r = between(1, side);
const c = between(1, side);
const top = between(2, 9);
const high = next() < 0.15;
const cell = () => (high ? 1000000000 - between(0, top) : between(0, top));
const rows = [];
for (let i = 0; i < r; i++) rows.push(Array.from({ length: c }, cell).join(' '));
process.stdout.write(`${r} ${c}\n${rows.join('\n')}\n`);
