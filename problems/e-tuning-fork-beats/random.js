// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Frequencies are small and repeat often, and k is often 0, so equal forks,
// pairs in both directions and "no pair" all turn up. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(2, 2 * size + 2);
const top = next() < 0.1;
const freq = () => (top ? between(999999995, 1000000000) : between(0, 6));
const f = Array.from({ length: n }, freq);
const r = next();
const k = r < 0.35 ? 0 : r < 0.9 ? between(1, 4) : between(5, 1000000000);
process.stdout.write(`${n} ${k}\n${f.join(' ')}\n`);
