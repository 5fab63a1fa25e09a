// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. A tiny drawer and few keys, so evictions, count ties, re-inserted sheets and
// updates of cached sheets all happen.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const c = between(1, 3);
const q = between(2, 3 * size + 3);
const keys = between(c + 1, c + 3);
const ops = [];
for (let i = 0; i < q - 1; i++) {
  if (next() < 0.45) ops.push(`get ${between(0, keys)}`);
  else ops.push(`put ${between(0, keys)} ${between(0, 9)}`);
}
ops.push(`get ${between(0, keys)}`);
process.stdout.write(`${c} ${q}\n${ops.join('\n')}\n`);
