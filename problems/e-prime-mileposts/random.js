// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to size + 1 trips over the first 3 * size + 10 mileposts, often starting at
// 1 or 2, with one-milepost trips and repeated trips. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const q = between(1, size + 1);
const top = 3 * size + 10;
const trips = [];
for (let i = 0; i < q; i++) {
  if (trips.length > 0 && next() < 0.15) {
    trips.push(trips[between(0, trips.length - 1)]);
    continue;
  }
  const x = next() < 0.3 ? between(1, 2) : between(1, top);
  const y = next() < 0.2 ? x : between(1, top);
  trips.push([Math.min(x, y), Math.max(x, y)]);
}
process.stdout.write(`${q}\n${trips.map(([l, r]) => `${l} ${r}\n`).join('')}`);
