// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Fuel and costs are small and close, so totals near 0 and several starts occur.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, size + 3);
const f = [];
const cost = [];
for (let i = 0; i < n; i++) {
  const x = between(0, 5);
  f.push(x);
  cost.push(next() < 0.5 ? between(0, x) : between(0, 5));
}
process.stdout.write(`${n}\n${f.join(' ')}\n${cost.join(' ')}\n`);
