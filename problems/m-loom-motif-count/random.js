// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. A band of up to 6 * size + 2 threads over 1-3 colours and a motif that is
// often cut from the band itself, so overlapping occurrences and motifs with several nested
// borders (aabaaab-like) turn up. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const letters = between(1, 3);
const word = (len) => {
  let w = '';
  for (let i = 0; i < len; i++) w += String.fromCharCode(97 + (next() < 0.6 ? 0 : between(0, letters - 1)));
  return w;
};
const n = between(1, 6 * size + 2);
let t;
if (next() < 0.4) {
  // glue copies of a short piece with small changes: rich in borders
  const piece = word(between(1, 5));
  t = '';
  while (t.length < n) t += next() < 0.7 ? piece : word(between(1, 3));
  t = t.slice(0, n);
} else t = word(n);
const m = between(1, Math.min(n, 8));
let p;
if (next() < 0.7) {
  const s = between(0, n - m);
  p = t.slice(s, s + m);
} else p = word(m);
process.stdout.write(`${t}\n${p}\n`);
