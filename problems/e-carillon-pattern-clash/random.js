// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Repeated patterns, zeros and the top bell (bit 19) come up often.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503 + 5) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, size + 2);
const pool = [0, 1, 524288, 1048575, between(0, 1048575), between(0, 7)];
const a = Array.from({ length: n }, () => (next() < 0.5 ? pool[between(0, pool.length - 1)] : between(0, 1048575)));
process.stdout.write(`${n}\n${a.join(' ')}\n`);
