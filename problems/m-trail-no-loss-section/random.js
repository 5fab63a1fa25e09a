// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Mostly falling trails with small values, so equal elevations decide.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, 2 * size + 2);
const e = [];
let v = between(n, 2 * n + 6);
for (let i = 0; i < n; i++) {
  e.push(next() < 0.25 ? between(0, 2 * n + 6) : v);
  v = Math.max(0, v - between(0, 3));
}
process.stdout.write(`${n}\n${e.join(' ')}\n`);
