// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to ceil(size/2) + 1 belts of up to ceil(size/2) + 2 crates (empty belts are
// common), weights small and often equal on the same belt; now and then +-10^9. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const half = Math.ceil(size / 2);
const k = between(1, half + 1);
const extreme = next() < 0.15;
const weight = () => (extreme ? [-1000000000, -999999999, 0, 999999999, 1000000000][between(0, 4)] : between(-3, 6));
const parts = [String(k)];
for (let i = 0; i < k; i++) {
  const len = next() < 0.2 ? 0 : between(1, half + 2);
  const belt = Array.from({ length: len }, weight).sort((x, y) => x - y);
  parts.push(String(len), belt.join(' '));
}
process.stdout.write(`${parts.join('\n')}\n`);
