// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Few airports, one-way flights with small repeating prices (parallel flights,
// cycles, unreachable airports), now and then prices near 10^9; src = dst in about one case of
// five. No imports, so it runs as CommonJS or ESM.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = next() < 0.1 ? 1 : between(2, size + 3);
const m = n === 1 ? 0 : between(0, 3 * size + 1);
const extreme = next() < 0.15;
const price = () => (extreme ? between(999999997, 1000000000) : between(1, 9));
const lines = [`${n} ${m}`];
for (let i = 0; i < m; i++) {
  const u = between(0, n - 1);
  let v = between(0, n - 2);
  if (v >= u) v++;
  lines.push(`${u} ${v} ${price()}`);
}
const src = between(0, n - 1);
let dst = src;
if (n >= 2 && next() >= 0.2) {
  dst = between(0, n - 2);
  if (dst >= src) dst++;
}
const k = between(0, Math.min(n - 1, 3 + (size >> 1)));
lines.push(`${src} ${dst} ${k}`);
process.stdout.write(`${lines.join('\n')}\n`);
