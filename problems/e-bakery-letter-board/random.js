// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to 3 * size + 1 letters from a small alphabet, so letters repeat and one
// word often needs a letter more often than the other has it. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, 3 * size + 1);
const letters = between(1, 4);
const word = () => {
  let w = '';
  for (let i = 0; i < n; i++) w += String.fromCharCode(97 + between(0, letters - 1));
  return w;
};
const s = word();
let t;
if (next() < 0.3) {
  // a rearrangement of s, sometimes with one letter changed
  const a = s.split('');
  for (let i = a.length - 1; i > 0; i--) {
    const j = between(0, i);
    [a[i], a[j]] = [a[j], a[i]];
  }
  if (next() < 0.5) a[between(0, n - 1)] = String.fromCharCode(97 + between(0, letters));
  t = a.join('');
} else t = word();
process.stdout.write(`${n}\n${s}\n${t}\n`);
