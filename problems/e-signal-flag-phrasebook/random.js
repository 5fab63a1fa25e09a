// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. A few queries over 1-3 letters and a tiny vocabulary, so repeated words, two
// flags sharing a word, one flag with two words and length mismatches all turn up. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const vocab = ['sea', 'sky', 'ox', 'a', 'sea'];

const q = between(1, 1 + Math.floor(size / 3));
const lines = [String(q)];
for (let t = 0; t < q; t++) {
  const len = between(1, 1 + size);
  let p = '';
  for (let i = 0; i < len; i++) p += 'abc'[between(0, 2)];
  // a random letter -> word assignment, sometimes not one-to-one
  const pick = [vocab[between(0, 4)], vocab[between(0, 4)], vocab[between(0, 4)]];
  let words = p.split('').map((ch) => pick[ch.charCodeAt(0) - 97]);
  const r = next();
  if (r < 0.25) words[between(0, len - 1)] = vocab[between(0, 4)];
  else if (r < 0.35) words.push(vocab[between(0, 4)]);
  else if (r < 0.45 && len > 1) words = words.slice(1);
  lines.push(p, words.join(' '));
}
process.stdout.write(lines.join('\n') + '\n');
