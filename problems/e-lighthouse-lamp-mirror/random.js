// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to size + 1 signals: small numbers, powers of two, values near 2^31 and
// 2^32 - 1, and odd values (whose mirror needs all 32 bits, unsigned). No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state;
}
const between = (lo, hi) => lo + Math.floor((next() / 4294967296) * (hi - lo + 1));
const q = between(1, size + 1);
const xs = [];
for (let i = 0; i < q; i++) {
  const r = between(0, 5);
  if (r === 0) xs.push(between(0, 20));
  else if (r === 1) xs.push(2 ** between(0, 31));
  else if (r === 2) xs.push(4294967295 - between(0, 5));
  else if (r === 3) xs.push(2147483648 + between(-3, 3));
  else xs.push(next());
}
process.stdout.write(`${q}\n${xs.join(' ')}\n`);
