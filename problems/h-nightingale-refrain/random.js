// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. A song of up to 8 * size + 2 notes over 1-4 letters, often built from a repeated
// block (so the longest refrain overlaps itself) or with a piece copied elsewhere. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, 8 * size + 2);
const letters = between(1, 4);
const letter = () => String.fromCharCode(97 + between(0, letters - 1));
let s = '';
const r = next();
if (r < 0.35) {
  let block = '';
  const b = between(1, Math.max(1, Math.floor(n / 3)));
  for (let i = 0; i < b; i++) block += letter();
  while (s.length < n) s += block;
  s = s.slice(0, n);
} else {
  for (let i = 0; i < n; i++) s += letter();
  if (r < 0.7 && n >= 4) {
    const L = between(1, Math.floor(n / 2));
    const from = between(0, n - L);
    const to = between(0, n - L);
    s = s.slice(0, to) + s.slice(from, from + L) + s.slice(to + L);
  }
}
process.stdout.write(`${s}\n`);
