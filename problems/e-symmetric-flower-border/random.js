// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Half the borders are palindromes, many others differ from one in a single pot
// (often next to the middle); colours are small and repeat, now and then +-10^9.
// No imports, so it runs as CommonJS or ESM.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = next() < 0.25 ? between(1, 3) : between(1, 2 * size + 2);
const extreme = next() < 0.15;
const colour = () => (extreme ? [-1000000000, 1000000000, 0][between(0, 2)] : between(-2, 4));
const a = Array.from({ length: n }, colour);
const kind = next();
if (kind < 0.8) for (let i = 0; i < n >> 1; i++) a[n - 1 - i] = a[i];
if (kind >= 0.5 && kind < 0.8 && n >= 2) {
  // break the palindrome in one pot, often one of the two around the middle
  const i = next() < 0.5 ? (n >> 1) - 1 + between(0, 1) * (n - 2 * ((n >> 1) - 1) - 1) : between(0, n - 1);
  const old = a[i];
  while (a[i] === old) a[i] = colour();
}
process.stdout.write(`${n}\n${a.join(' ')}\n`);
