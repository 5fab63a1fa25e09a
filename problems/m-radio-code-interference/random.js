// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to 2 * size + 2 codes from a few small values (so the maximum is reached by
// several pairs, codes repeat, and sometimes all codes are equal), now and then up to 65535.
// No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(2, 2 * size + 2);
const r = next();
let a;
if (r < 0.2) {
  const v = between(0, 15);
  a = Array.from({ length: n }, () => v);
} else {
  const top = r < 0.35 ? 65535 : between(1, 15);
  const pool = Array.from({ length: between(1, 4) }, () => between(0, top));
  a = Array.from({ length: n }, () => pool[between(0, pool.length - 1)]);
}
process.stdout.write(`${n}\n${a.join(' ')}\n`);
