// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to size + 2 cities, up to 2 * size + 1 roads with small or huge tolls,
// and up to 3 vouchers (often more vouchers than the route has roads). No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(2, size + 2);
const m = between(1, 2 * size + 1);
const k = between(0, 3);
const big = next() < 0.2;
const roads = [];
for (let i = 0; i < m; i++) {
  const u = between(0, n - 1);
  const v = next() < 0.6 ? Math.min(n - 1, u + 1) : between(0, n - 1);
  roads.push([u, v, big ? between(999999990, 1000000000) : between(1, 9)]);
}
process.stdout.write(`${n} ${m} ${k}\n${roads.map(([u, v, w]) => `${u} ${v} ${w}\n`).join('')}`);
