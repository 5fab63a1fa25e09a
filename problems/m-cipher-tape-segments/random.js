// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Tiny codes, so many prefix values repeat; k = 0 is common.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503 + 3) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, size + 3);
const big = next() < 0.1;
const hi = between(0, 3) === 0 ? 1 : 7;
const a = Array.from({ length: n }, () => (big ? 1048575 * between(0, 1) : between(0, hi)));
const k = next() < 0.25 ? 0 : big ? 1048575 : between(0, hi);
process.stdout.write(`${n} ${k}\n${a.join(' ')}\n`);
