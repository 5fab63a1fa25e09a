// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. A near-palindrome of up to 3 * size + 2 letters over 1-3 letters (one letter
// inserted, changed or appended), with capitals, spaces and punctuation mixed in. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const k = next() < 0.7 ? 2 : between(1, 3);
const letter = () => String.fromCharCode(97 + between(0, k - 1));
const half = between(0, Math.floor((3 * size + 1) / 2));
let h = '';
for (let i = 0; i < half; i++) h += letter();
let w = h + (next() < 0.5 ? letter() : '') + h.split('').reverse().join('');
const r = next();
if (r < 0.45) {
  const p = between(0, w.length);
  w = w.slice(0, p) + letter() + w.slice(p);
} else if (r < 0.7 && w.length > 0) {
  const p = between(0, w.length - 1);
  w = w.slice(0, p) + letter() + w.slice(p + 1);
} else if (r < 0.8) {
  w += letter() + letter();
} else if (w.length >= 2) {
  // an extra copy of the second letter at the end: the trap of choosing the side greedily
  w += w[1];
}
if (w.length === 0) w = letter();
const noise = ' ,.!?-09';
let s = '';
for (const ch of w) {
  s += next() < 0.3 ? ch.toUpperCase() : ch;
  if (next() < 0.2) s += noise[between(0, noise.length - 1)];
}
s = s.replace(/^ +| +$/g, '');
process.stdout.write(`${s}\n`);
