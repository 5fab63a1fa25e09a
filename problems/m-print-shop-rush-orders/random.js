// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Few distinct deadlines, so orders compete for the early days.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503 + 7) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, size + 2);
const maxD = between(1, Math.max(1, Math.ceil(n / 2)));
const big = next() < 0.15;
const rows = [];
for (let i = 0; i < n; i++) {
  const d = next() < 0.1 ? 1000000000 : between(1, maxD);
  const p = big ? 1000000000 - between(0, 2) : between(1, 9);
  rows.push(`${d} ${p}`);
}
process.stdout.write(`${n}\n${rows.join('\n')}\n`);
