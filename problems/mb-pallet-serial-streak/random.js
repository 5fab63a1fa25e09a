// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Few tags from a narrow window (so streaks, gaps and reprinted duplicates all
// occur), negative tags, sometimes n = 0, now and then a window at +-10^9. No imports, so it
// runs as CommonJS or ESM.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = next() < 0.07 ? 0 : between(1, 2 * size + 2);
const width = between(1, n + 3);
const r = next();
const base = r < 0.1 ? -1000000000 : r < 0.2 ? 1000000000 - width : between(-5, 3);
const tags = Array.from({ length: n }, () => base + between(0, width));
process.stdout.write(`${n}\n${tags.join(' ')}\n`);
