// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Often built from balanced pieces glued together with stray brackets.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const pieces = ['(', ')', '()', '(())', '()()', '(()'];
let w = '';
const n = between(1, 3 * size + 1);
while (w.length < n) w += next() < 0.5 ? pieces[between(0, pieces.length - 1)] : (next() < 0.5 ? '(' : ')');
process.stdout.write(`${w}\n`);
