// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. 1 to 8 depots with small, often equal costs and a random share of missing
// corridors (none, some, most); now and then costs near 10^9, whose totals need 64 bits.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const big = next() < 0.15;
const n = between(1, Math.min(big ? 6 : 8, size + 2));
const missing = [0, 0.25, 0.5][between(0, 2)];
const top = between(2, 9);
const cost = () => (next() < missing ? -1 : big ? between(999999995, 1000000000) : between(1, top));
const rows = [];
for (let i = 0; i < n; i++) rows.push(Array.from({ length: n }, (_, j) => (i === j ? 0 : cost())).join(' '));
process.stdout.write(`${n}\n${rows.join('\n')}\n`);
