// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. A sorted list of small numbers with runs of varying length around m (1..3), so
// spares appear early, late, or not at all; sometimes the extremes. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, 2 * size + 2);
const extreme = next() < 0.1;
const a = Array.from({ length: n }, () => (extreme ? (next() < 0.5 ? -1 : 1) * 1000000000 : between(-3, 4)));
a.sort((x, y) => x - y);
const m = Math.min(n, between(1, 3));
process.stdout.write(`${n} ${m}\n${a.join(' ')}\n`);
