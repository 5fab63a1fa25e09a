// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Small repeated warmths and a target near 0, so repeated values, {x, x, z}
// accords and "none" all turn up; sometimes the extremes, whose sums need 64 bits. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(3, size + 4);
const B = 1000000000;
const extreme = next() < 0.12;
const a = Array.from({ length: n }, () => (extreme ? [B, -B, B - 1, 0][between(0, 3)] : between(-3, 3)));
let t;
if (extreme) t = [3 * B, 2 * B, 2 * B - 1, B, -B, -3 * B][between(0, 5)];
else t = next() < 0.6 ? 0 : between(-4, 4);
process.stdout.write(`${n} ${t}\n${a.join(' ')}\n`);
