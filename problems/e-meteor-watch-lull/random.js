// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Few distinct small times, so duplicates, equal lulls and "all in one second"
// turn up; sometimes the extremes 0 and 10^9. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(2, 2 * size + 2);
const top = between(1, 3 + size);
const extreme = next() < 0.1;
const t = Array.from({ length: n }, () => (extreme && next() < 0.4 ? (next() < 0.5 ? 0 : 1000000000) : between(0, top)));
process.stdout.write(`${n}\n${t.join(' ')}\n`);
