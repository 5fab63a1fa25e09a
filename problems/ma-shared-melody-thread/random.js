// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Two transcriptions of 1 to 3 * size notes, mostly over 2-4 letters so that
// notes are shared (sometimes one is a copy, a reversal or an edited copy of the other); now and
// then the whole alphabet, where little or nothing is shared.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const letters = next() < 0.15 ? 26 : between(2, 4);
const offset = between(0, 26 - letters);
const note = () => String.fromCharCode(97 + offset + between(0, letters - 1));
const melody = (len) => Array.from({ length: len }, note).join('');
const a = melody(between(1, 3 * size));
let b;
const kind = next();
if (kind < 0.1) b = a;
else if (kind < 0.2) b = a.split('').reverse().join('');
else if (kind < 0.35) {
  // an edited copy: some notes dropped, changed or added
  b = a.split('').map((ch) => (next() < 0.2 ? '' : next() < 0.2 ? note() : ch) + (next() < 0.15 ? note() : '')).join('');
  if (b === '') b = note();
} else b = melody(between(1, 3 * size));
process.stdout.write(`${a}\n${b}\n`);
