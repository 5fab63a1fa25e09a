// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the same
// arguments. Few distinct lengths, so ties and equal pieces are common.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503 + 13) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, 2 * size + 2);
const hi = [3, 9, 10000][between(0, 2)];
const a = [];
for (let i = 0; i < n; i++) a.push(between(1, hi));
process.stdout.write(`${n}\n${a.join(' ')}\n`);
