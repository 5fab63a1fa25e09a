// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Few distinct tray numbers, so duplicate minimums and empty towers are common.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const q = between(1, 3 * size + 2);
const extreme = next() < 0.15;
const spread = between(0, 4);
const ops = [];
for (let i = 0; i < q - 1; i++) {
  if (next() < 0.5) {
    const x = extreme ? (next() < 0.5 ? -1000000000 : 1000000000) : between(-spread, spread);
    ops.push(`push ${x}`);
  } else ops.push(['pop', 'top', 'min', 'min'][between(0, 3)]);
}
ops.push(['pop', 'top', 'min'][between(0, 2)]);
process.stdout.write(`${q}\n${ops.join('\n')}\n`);
