// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the same
// arguments. Few distinct heights, so equal neighbours are common.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503 + 43) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, 3 * size + 1);
const hi = between(2, 6);
const a = [];
for (let i = 0; i < n; i++) a.push(next() < 0.05 ? 10000 : between(1, hi));
process.stdout.write(`${n}\n${a.join(' ')}\n`);
