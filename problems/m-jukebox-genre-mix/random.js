// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Few genres that repeat, so stretches with repeated songs, k above the number of
// genres and k = 1 all turn up. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, 2 * size + 2);
const kinds = between(1, 4);
const big = next() < 0.15;
const a = Array.from({ length: n }, () => (big ? 1000000000 - between(0, kinds - 1) : between(1, kinds)));
const k = between(1, Math.min(n, kinds + 1));
process.stdout.write(`${n} ${k}\n${a.join(' ')}\n`);
