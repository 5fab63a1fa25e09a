// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. A grid of up to (size + 1) x (size + 2) cells with gravel, hedges and stone in
// varying mixes; detours up and to the left and blocked corners come up often. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const r = between(1, size + 1);
const c = between(1, size + 2);
const pStone = next() * 0.4;
const pHedge = next() * 0.6;
const rows = [];
for (let i = 0; i < r; i++) {
  let row = '';
  for (let j = 0; j < c; j++) {
    const x = next();
    row += x < pStone ? 'X' : x < pStone + pHedge ? '#' : '.';
  }
  rows.push(row);
}
process.stdout.write(`${r} ${c}\n${rows.join('\n')}\n`);
