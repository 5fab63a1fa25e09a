// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to size + 2 beads with small, often repeated masses (light beads at both
// ends make the seam matter); sometimes masses near 10^6. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, size + 2);
const big = next() < 0.2;
const a = Array.from({ length: n }, () => (big ? between(999990, 1000000) : between(1, 9)));
process.stdout.write(`${n}\n${a.join(' ')}\n`);
