// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the same
// arguments. Few distinct temperatures, so equal records are common.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503 + 23) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(0, 2 * size + 1);
const spread = between(1, 4);
const a = [];
for (let i = 0; i < n; i++) a.push(next() < 0.08 ? (next() < 0.5 ? -1000 : 1000) : between(-spread, spread));
process.stdout.write(`${n}\n${a.join(' ')}\n`);
