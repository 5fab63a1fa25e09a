// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. A lake of at most (size + 2) x (size + 2) cells, usually thinner, with up to
// 3 * size + 2 nights; cells are picked from a small area, so repeats and merges are common.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const r = between(1, Math.min(size + 2, 6));
const c = between(1, size + 2);
const k = between(1, 3 * size + 2);
const lines = [];
for (let t = 0; t < k; t++) lines.push(`${between(0, r - 1)} ${between(0, c - 1)}\n`);
process.stdout.write(`${r} ${c} ${k}\n${lines.join('')}`);
