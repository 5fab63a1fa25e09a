// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. A strip of up to 4 * size + 2 letters that is usually a repeated block cut at
// any point (often with a changed letter), and requests of every length. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, 4 * size + 2);
const letters = between(1, 3);
const letter = () => String.fromCharCode(97 + between(0, letters - 1));
let s = '';
if (next() < 0.7) {
  let block = '';
  const b = between(1, Math.max(1, Math.floor(n / 2)));
  for (let i = 0; i < b; i++) block += letter();
  while (s.length < n) s += block;
  s = s.slice(0, n);
  if (next() < 0.3) {
    const k = between(0, n - 1);
    s = s.slice(0, k) + letter() + s.slice(k + 1);
  }
} else for (let i = 0; i < n; i++) s += letter();
const q = between(1, size + 2);
const lens = Array.from({ length: q }, () => between(1, n));
process.stdout.write(`${s}\n${q}\n${lens.join(' ')}\n`);
