// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. At size s the ledger has up to 2s + 1 entries with amounts that often repeat,
// so pairs, ties and "no pair" all turn up. No imports, so it runs as CommonJS or ESM.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(2, 2 * size + 1);
// Small amounts make pairs likely; now and then the extremes, whose sums need 64 bits.
const extreme = next() < 0.15;
const amount = () => (extreme ? (next() < 0.5 ? -1 : 1) * between(999999990, 1000000000) : between(-5, 9));
const a = Array.from({ length: n }, amount);
const target = next() < 0.7 ? a[between(0, n - 1)] + a[between(0, n - 1)] : extreme ? between(-2000000000, 2000000000) : between(-10, 18);
process.stdout.write(`${n} ${target}\n${a.join(' ')}\n`);
