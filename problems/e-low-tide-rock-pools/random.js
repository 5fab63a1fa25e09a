// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. A shore of at most (size + 2) x (size + 3) cells with a random share of rock,
// so that pools, drained water, single cells and diagonal contacts all occur.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const r = between(1, size + 2);
const c = between(1, size + 3);
const rock = 0.3 + next() * 0.4;
const rows = [];
for (let i = 0; i < r; i++) {
  let row = '';
  for (let j = 0; j < c; j++) row += next() < rock ? '#' : '.';
  rows.push(row);
}
process.stdout.write(`${r} ${c}\n${rows.map((row) => `${row}\n`).join('')}`);
