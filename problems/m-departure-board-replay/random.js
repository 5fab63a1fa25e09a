// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the same
// arguments. Few platforms and small values, so questions often hit the exact second of a change.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503 + 17) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const q = between(1, 3 * size + 2);
const platforms = next() < 0.2 ? [1000000000, 1] : [1, 2, 3].slice(0, between(1, 3));
const lines = [];
for (let i = 1; i <= q; i++) {
  const p = platforms[between(0, platforms.length - 1)];
  if (i < q && next() < 0.5) lines.push(`s ${p} ${next() < 0.1 ? 1000000000 : between(0, 5)}`);
  else lines.push(`g ${p} ${between(1, i)}`);
}
process.stdout.write(`${q}\n${lines.join('\n')}\n`);
