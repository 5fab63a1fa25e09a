// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Small tables with small values give many ties and greedy traps.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, Math.min(15, 1 + Math.ceil(size / 2)));
const top = [3, 9, 50, 1000000][between(0, 3)];
const lines = [];
for (let i = 0; i < n; i++) {
  const r = [];
  for (let j = 0; j < n; j++) r.push(between(0, top));
  lines.push(r.join(' '));
}
process.stdout.write(`${n}\n${lines.join('\n')}\n`);
