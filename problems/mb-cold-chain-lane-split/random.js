// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Short belts (sometimes empty) of small, often equal readings; the threshold is
// often a reading itself or at or below the minimum (nobody below x), now and then +-10^4.
// No imports, so it runs as CommonJS or ESM.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = next() < 0.08 ? 0 : between(1, 2 * size + 1);
const extreme = next() < 0.12;
const reading = () => (extreme && next() < 0.4 ? (next() < 0.5 ? -10000 : 10000) : between(-3, 5));
const a = Array.from({ length: n }, reading);
let x;
const r = next();
if (n > 0 && r < 0.4) x = a[between(0, n - 1)];
else if (n > 0 && r < 0.6) x = Math.min(...a) - between(0, 1);
else if (r < 0.7) x = next() < 0.5 ? -10000 : 10000;
else x = between(-4, 6);
x = Math.max(-10000, Math.min(10000, x));
process.stdout.write(`${n}\n${a.join(' ')}\n${x}\n`);
