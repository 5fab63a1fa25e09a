// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the same
// arguments. Short rotas with repeated badges; k is often 0, a multiple of n or larger than n.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503 + 7) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(0, 2 * size + 1);
const vals = [];
for (let i = 0; i < n; i++) vals.push(next() < 0.1 ? (next() < 0.5 ? -1000000 : 1000000) : between(-5, 9));
const pick = next();
let k;
if (pick < 0.15) k = 0;
else if (pick < 0.3) k = n * between(1, 3);
else if (pick < 0.45) k = between(0, 1000000000);
else if (pick < 0.55) k = 1000000000;
else k = between(0, 3 * n + 2);
process.stdout.write(`${n}\n${vals.join(' ')}\n${k}\n`);
