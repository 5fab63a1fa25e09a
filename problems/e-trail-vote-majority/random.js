// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Ballots name few trails, so majorities, exact halves and near misses all occur;
// sometimes a majority is planted, sometimes the trail numbers are the largest allowed.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, 2 * size + 1);
const trails = between(2, size + 2);
const base = next() < 0.15 ? 1000000 - trails : 0;
const trail = () => base + between(1, trails);
const v = Array.from({ length: n }, trail);
if (next() < 0.4) {
  // plant a majority, an exact half or one vote short of half of one trail
  const favourite = trail();
  const votes = Math.min(n, Math.floor(n / 2) + between(-1, 1));
  const places = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) { const j = between(0, i); [places[i], places[j]] = [places[j], places[i]]; }
  for (let k = 0; k < votes; k++) v[places[k]] = favourite;
}
process.stdout.write(`${n}\n${v.join(' ')}\n`);
