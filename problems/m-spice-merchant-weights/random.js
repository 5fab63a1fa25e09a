// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Either a few small masses with an amount near 10^5 (counts far beyond 10^9 + 7
// and beyond 2^64), or up to size + 1 masses with a small amount, where masses that are all even
// or larger than the amount make 0 common. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const kind = next();
let n;
let w;
let A;
if (kind < 0.35) {
  // many small masses and a huge amount: the count passes 2^64 long before it is reduced
  n = between(Math.min(size + 1, 3), size + 3);
  const set = new Set();
  while (set.size < n) set.add(between(1, n + 3));
  w = [...set];
  A = between(50000, 100000);
} else {
  n = between(1, size + 1);
  const set = new Set();
  while (set.size < n) set.add(between(1, 2 * size + 5));
  w = [...set];
  if (next() < 0.2) w = w.map((x) => 2 * x);
  A = between(1, 6 * size + 4);
}
process.stdout.write(`${n} ${A}\n${w.join(' ')}\n`);
