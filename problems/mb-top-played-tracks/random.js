// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. A short log drawn from a small pool of ids of different lengths (9 and 10,
// 99 and 100, up to 10^9), so play counts tie often; k is anything from 1 to the number of
// distinct ids. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const special = [9, 10, 11, 99, 100, 1000000000, 999999999, 2, 20];
const poolSize = between(1, Math.min(8, 1 + size));
const pool = [];
while (pool.length < poolSize) {
  const id = next() < 0.6 ? special[between(0, special.length - 1)] : between(1, 30);
  if (!pool.includes(id)) pool.push(id);
}
const n = between(1, 3 * size);
const log = Array.from({ length: n }, () => pool[between(0, poolSize - 1)]);
const distinct = new Set(log).size;
const k = next() < 0.3 ? distinct : between(1, distinct);
process.stdout.write(`${n} ${k}\n${log.join(' ')}\n`);
