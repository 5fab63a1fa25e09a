// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to size + 1 lanterns on a small grid (duplicates and ties are common), or
// sometimes near the corners of the 10^9 map, where the total overflows 32 bits. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, size + 1);
const far = next() < 0.3;
const coord = () => (far ? (next() < 0.5 ? between(0, 3) : 1000000000 - between(0, 3)) : between(0, size + 2));
const pts = Array.from({ length: n }, () => [coord(), coord()]);
process.stdout.write(`${n}\n${pts.map(([x, y]) => `${x} ${y}\n`).join('')}`);
