// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Few glazes with ties for the top count; sometimes a huge cooldown.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, 2 * size + 2);
const kinds = between(1, size + 2);
const big = next() < 0.15;
const c = big ? between(999999990, 1000000000) : between(0, 4);
const g = Array.from({ length: n }, () => (big && next() < 0.3 ? 1000000000 : between(1, kinds)));
process.stdout.write(`${n} ${c}\n${g.join(' ')}\n`);
