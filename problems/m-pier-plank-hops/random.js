// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the same
// arguments. Mostly negative planks, so skipping matters and old good planks fall out of reach.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503 + 31) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, 2 * size + 2);
const k = between(1, Math.min(n, 4));
const a = [];
for (let i = 0; i < n; i++) a.push(next() < 0.05 ? (next() < 0.5 ? -10000 : 10000) : between(-9, 6));
process.stdout.write(`${n} ${k}\n${a.join(' ')}\n`);
