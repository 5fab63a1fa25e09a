// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Tiny alphabets make repeated letters in both words common.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const alphabet = ['a', 'ab', 'abc', 'abcz'][between(0, 3)];
const word = (n) => { let w = ''; for (let i = 0; i < n; i++) w += alphabet[between(0, alphabet.length - 1)]; return w; };
const s = word(between(1, 3 * size + 2));
const t = word(between(1, Math.min(15, 1 + Math.ceil(size / 2))));
process.stdout.write(`${s}\n${t}\n`);
