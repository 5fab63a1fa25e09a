// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to 2*size + 2 walls with small heights that tie often (plenty of zeros, and
// often two equal outer walls);
// now and then walls near 10^9 so the total needs 64 bits. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, 2 * size + 2);
const extreme = next() < 0.15;
const top = between(1, 4);
const wall = () => {
  if (next() < 0.2) return 0;
  return extreme ? (next() < 0.5 ? between(0, 3) : between(999999997, 1000000000)) : between(0, top);
};
const h = Array.from({ length: n }, wall);
// Basins framed by two equal walls (ties of the two ends) are a case worth having often.
if (n >= 3 && next() < 0.35) h[n - 1] = h[0] = Math.max(h[0], h[n - 1]);
process.stdout.write(`${n}\n${h.join(' ')}\n`);
