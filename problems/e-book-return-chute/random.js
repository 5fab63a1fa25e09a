// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to 2 * size + 1 books with repeated codes, small or up to 10^9, and up to
// size + 1 questions (repeats, p = 1 and p = n included). No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, 2 * size + 1);
const q = between(1, size + 1);
const kinds = between(1, size + 1);
const big = next() < 0.5;
const pool = Array.from({ length: kinds }, () => (big ? between(1, 1000000000) : between(1, 9)));
const codes = Array.from({ length: n }, () => pool[between(0, kinds - 1)]);
const ps = Array.from({ length: q }, () => (next() < 0.2 ? n : between(1, n)));
process.stdout.write(`${n} ${q}\n${codes.join(' ')}\n${ps.map((p) => `${p}\n`).join('')}`);
