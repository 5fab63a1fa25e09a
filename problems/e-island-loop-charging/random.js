// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Small charges and legs that often cancel, so ties at zero are common.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503 + 17) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, size + 2);
const big = next() < 0.15;
const hi = big ? 1000000000 : between(1, 3);
const c = []; const d = [];
for (let i = 0; i < n; i++) {
  c.push(big ? between(hi - 3, hi) * between(0, 1) : between(0, hi));
  d.push(big ? between(hi - 3, hi) * between(0, 1) : between(0, hi));
}
process.stdout.write(`${n}\n${c.join(' ')}\n${d.join(' ')}\n`);
