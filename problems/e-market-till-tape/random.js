// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the same
// arguments. Voids and repeats are frequent, so runs of voids and an emptied tape are common.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503 + 11) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const q = between(1, 4 * size + 2);
const big = next() < 0.15;
const ops = [];
for (let i = 0; i < q - 1; i++) {
  const r = next();
  if (r < 0.35) ops.push(`+ ${big ? between(999999990, 1000000000) : between(1, 9)}`);
  else if (r < 0.6) ops.push('-');
  else if (r < 0.75) ops.push('*');
  else ops.push('?');
}
ops.push('?');
process.stdout.write(`${q}\n${ops.join('\n')}\n`);
