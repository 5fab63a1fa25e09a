// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Values repeat often, and questions hit present values, gaps and both ends.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, 2 * size + 1);
const extreme = next() < 0.15;
const spread = between(1, 3 * size);
const value = () => (extreme ? [-1000000000, -999999999, 0, 999999999, 1000000000][between(0, 4)] : between(-spread, spread));
const a = Array.from({ length: n }, value).sort((x, y) => x - y);
const q = between(1, size + 2);
const qs = Array.from({ length: q }, () => (next() < 0.5 ? a[between(0, n - 1)] : value()));
process.stdout.write(`${n}\n${a.join(' ')}\n${q}\n${qs.join(' ')}\n`);
