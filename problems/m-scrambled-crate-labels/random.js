// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Short labels over a 3-letter alphabet, so anagrams, identical labels, same
// letters with different counts and equal letter sums all turn up. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, 2 * size + 1);
const letters = next() < 0.5 ? 'abc' : 'abcd';
const w = [];
for (let i = 0; i < n; i++) {
  let x = '';
  const len = between(1, 3);
  for (let j = 0; j < len; j++) x += letters[between(0, letters.length - 1)];
  w.push(x);
}
process.stdout.write(`${n}\n${w.join(' ')}\n`);
