// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to size + 2 depots, up to 2 * size + 1 roads and size + 1 requests with
// clearances and heights from a tiny range, so that ties (clearance = height) are common.
// No imports.
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
const q = between(1, size + 1);
const top = next() < 0.2 ? 1000000 : 5;
const low = top === 1000000 ? 999995 : 1;
const roads = Array.from({ length: m }, () => [between(0, n - 1), between(0, n - 1), between(low, top)]);
const reqs = Array.from({ length: q }, () => [between(0, n - 1), between(0, n - 1), between(low, top)]);
const lines = [`${n} ${m} ${q}`, ...roads.map((r) => r.join(' ')), ...reqs.map((r) => r.join(' '))];
process.stdout.write(`${lines.join('\n')}\n`);
