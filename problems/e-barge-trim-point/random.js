// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to 2 * size + 1 bays with small loads of both signs (trim points, several
// of them, or none), sometimes loads near +-10^9 whose sums overflow 32 bits. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, 2 * size + 1);
const big = next() < 0.3;
const a = Array.from({ length: n }, () =>
  big ? (next() < 0.5 ? -1 : 1) * between(999999998, 1000000000) : between(-3, 3),
);
process.stdout.write(`${n}\n${a.join(' ')}\n`);
