// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Often all values negative, sometimes huge values where 32 bits overflow.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, size + 2);
const mode = between(0, 3);
const v = Array.from({ length: n }, () => {
  if (mode === 0) return between(-9, -1);
  if (mode === 1) return between(-1000000000, 1000000000);
  return between(-6, 6);
});
process.stdout.write(`${n}\n${v.join(' ')}\n`);
