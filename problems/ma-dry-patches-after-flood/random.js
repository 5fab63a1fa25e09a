// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Small maps (single rows and columns included) whose share of dry squares
// varies from almost none to almost all, so bent patches, diagonal touches and all-flooded
// maps turn up. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const side = Math.min(8, 2 + size);
const r = between(1, side);
const c = between(1, side);
const pick = next();
const dry = pick < 0.08 ? 0 : pick < 0.14 ? 1 : 0.4 + 0.45 * next();
const rows = [];
for (let i = 0; i < r; i++) {
  let row = '';
  for (let j = 0; j < c; j++) row += next() < dry ? '#' : '.';
  rows.push(row);
}
process.stdout.write(`${r} ${c}\n${rows.join('\n')}\n`);
