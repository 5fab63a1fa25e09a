// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the same
// arguments. Short routes where fuel often runs out exactly at a depot.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503 + 41) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const D = between(1, 6 * size + 4);
const F = between(0, Math.max(1, Math.floor(D / 2)));
const deps = [];
for (let p = 1; p < D; p++) if (next() < Math.min(0.9, (size + 1) / D)) deps.push([p, between(1, Math.max(1, Math.floor(D / 3)))]);
process.stdout.write(`${deps.length} ${D} ${F}\n${deps.map(([p, f]) => `${p} ${f}\n`).join('')}`);
