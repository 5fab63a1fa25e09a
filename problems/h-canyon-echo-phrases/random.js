// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Tiny alphabets make palindromes of both parities common.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const alphabet = ['a', 'ab', 'abc', 'abcdefghijklmnopqrstuvwxyz'][between(0, 3)];
let w = '';
const n = between(1, 3 * size + 2);
for (let i = 0; i < n; i++) w += alphabet[between(0, alphabet.length - 1)];
process.stdout.write(`${w}\n`);
