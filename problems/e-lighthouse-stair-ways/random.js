// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Step counts are mostly tiny and repeat (0, 1 and 2 included), now and then past
// 92 (where the exact count no longer fits 64 bits) or at the 10^6 limit.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const t = between(1, 2 * size + 1);
const steps = () => {
  const r = next();
  if (r < 0.1) return between(85, 130);
  if (r < 0.13) return between(999995, 1000000);
  if (r < 0.25) return between(0, 2);
  return between(0, 3 * size + 5);
};
const n = Array.from({ length: t }, steps);
process.stdout.write(`${t}\n${n.join(' ')}\n`);
