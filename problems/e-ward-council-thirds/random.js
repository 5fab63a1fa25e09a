// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Few distinct numbers, so counts near n / 3 are common.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, 3 * size + 3);
const kinds = between(1, 5);
const c = Array.from({ length: n }, () => (next() < 0.05 ? 100000 : between(1, kinds)));
process.stdout.write(`${n}\n${c.join(' ')}\n`);
