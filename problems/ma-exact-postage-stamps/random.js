// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. A few repeating face values around the size of A (some larger than A, some
// all even), A = 0 now and then, and sometimes A or a face value at its upper limit.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, size + 3);
const pick = next();
let A;
if (pick < 0.08) A = 0;
else if (pick < 0.16) A = between(499990, 500000);
else A = between(1, 4 * size + 8);
const even = next() < 0.15;
const value = () => {
  const r = next();
  if (r < 0.08) return 1000000;
  if (A >= 100 && r < 0.5) return between(Math.max(1, Math.floor(A / 3) - 5), Math.floor(A / 3) + 5);
  // mostly values well below A, so several kinds of stamps can be mixed; some exceed A
  const v = r < 0.8 ? between(1, Math.max(3, Math.min(12, Math.floor(A / 2) + 1))) : between(1, Math.min(1000000, A + 6));
  return even ? 2 * Math.ceil(v / 2) : v;
};
const vals = Array.from({ length: n }, value);
process.stdout.write(`${n} ${A}\n${vals.join(' ')}\n`);
