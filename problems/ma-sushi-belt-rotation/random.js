// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. A short belt with small, repeating dish codes (sometimes +-10^9); k is small
// (0, multiples of n, a few laps) or huge, beyond 32 bits, up to 10^18. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, 2 * size + 1);
let k;
const pick = next();
if (pick < 0.1) k = '0';
else if (pick < 0.4) k = String(between(1, 3 * n));
else if (pick < 0.45) k = '1000000000000000000';
else {
  // a huge k given digit by digit (no BigInt needed): 10 to 18 digits
  const digits = between(10, 18);
  k = String(between(1, 9));
  for (let i = 1; i < digits; i++) k += String(between(0, 9));
}
const extreme = next() < 0.15;
const dish = () => (extreme && next() < 0.5 ? (next() < 0.5 ? -1000000000 : 1000000000) : between(-3, 9));
const d = Array.from({ length: n }, dish);
process.stdout.write(`${n} ${k}\n${d.join(' ')}\n`);
