// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. The transcript (up to 3*size + 3 letters) and the markers (up to size + 1) use a
// small alphabet that mixes the cases of a few letters (a/A, b/B, ...), so ties, repeated markers,
// case mix-ups and "no cover" all turn up. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const alphabets = ['ab', 'aA', 'abA', 'aAbB', 'abcAB', 'xyzXYZw'];
const alpha = alphabets[between(0, Math.min(alphabets.length - 1, size))];
const word = (len) => Array.from({ length: len }, () => alpha[between(0, alpha.length - 1)]).join('');
const s = word(between(1, 3 * size + 3));
let t;
if (next() < 0.5 && s.length > 1) {
  // markers taken from the transcript itself, so a cover surely exists
  const picked = [];
  for (const c of s) if (next() < 0.5) picked.push(c);
  if (picked.length === 0) picked.push(s[0]);
  for (let i = picked.length - 1; i > 0; i--) {
    const j = between(0, i);
    [picked[i], picked[j]] = [picked[j], picked[i]];
  }
  t = picked.slice(0, size + 1).join('');
} else t = word(between(1, size + 1));
process.stdout.write(`${s}\n${t}\n`);
