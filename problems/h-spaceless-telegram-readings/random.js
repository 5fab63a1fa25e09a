// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. A code book of up to size + 2 short words over 1-3 letters and a telegram of up
// to 4 * size + 3 letters, usually glued from those words (so readings exist), now and then with
// a stray letter; greedy longest-first choices often go wrong on such books. No imports.
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
  for (let i = 0; i < len; i++) w += String.fromCharCode(97 + between(0, letters - 1));
  return w;
};
const book = new Set();
const k = between(1, size + 2);
let guard = 0;
while (book.size < k && guard++ < 100) book.add(word(between(1, 4)));
const list = [...book];
const len = between(1, 4 * size + 3);
let t = '';
while (t.length < len) t += next() < 0.9 ? list[between(0, list.length - 1)] : word(1);
t = t.slice(0, Math.max(1, len));
process.stdout.write(`${t}\n${list.length}\n${list.join('\n')}\n`);
