// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the same
// arguments. Visits after going back are common, so the forward history is often cut.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503 + 47) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const q = between(1, 3 * size + 2);
const ops = [];
for (let i = 0; i < q - 1; i++) {
  const r = next();
  if (r < 0.45) ops.push(`v ${next() < 0.05 ? 1000000000 : between(1, 9)}`);
  else ops.push(`${r < 0.72 ? 'b' : 'f'} ${next() < 0.05 ? 1000000000 : between(1, 3)}`);
}
ops.push(`${next() < 0.5 ? 'b' : 'f'} ${between(1, 3)}`);
process.stdout.write(`${q}\n${ops.join('\n')}\n`);
