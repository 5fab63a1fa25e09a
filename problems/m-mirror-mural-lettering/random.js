// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Tiny alphabets, and often a palindrome glued to the front.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const alphabet = ['a', 'ab', 'abc'][between(0, 2)];
const word = (n) => { let w = ''; for (let i = 0; i < n; i++) w += alphabet[between(0, alphabet.length - 1)]; return w; };
let w = word(between(1, 3 * size + 2));
if (next() < 0.4) { const p = word(between(0, size + 1)); w = p + p.split('').reverse().join('') + w; }
process.stdout.write(`${w}\n`);
