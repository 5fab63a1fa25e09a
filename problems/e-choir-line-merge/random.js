// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Two sorted lines of up to 2*size + 1 singers each (either may be empty), with
// heights that repeat a lot; now and then heights near the +-10^9 limits. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const extreme = next() < 0.15;
const height = () => (extreme ? (next() < 0.5 ? -1 : 1) * between(999999995, 1000000000) : between(-4, 8));
const line = () => {
  const k = next() < 0.15 ? 0 : between(1, 2 * size + 1);
  return Array.from({ length: k }, height).sort((x, y) => x - y);
};
const a = line();
const b = line();
process.stdout.write(`${a.length}\n${a.join(' ')}\n${b.length}\n${b.join(' ')}\n`);
