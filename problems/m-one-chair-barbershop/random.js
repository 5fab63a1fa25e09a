// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the same
// arguments. Small arrival times and durations, so simultaneous arrivals and ties are common.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503 + 29) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, size + 2);
const amax = between(1, 3 * n + 1);
const dmax = between(1, 4);
const lines = [];
for (let i = 0; i < n; i++) lines.push(`${between(1, amax)} ${between(1, dmax)}`);
process.stdout.write(`${n}\n${lines.join('\n')}\n`);
