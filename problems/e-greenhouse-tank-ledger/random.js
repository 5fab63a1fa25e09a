// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Small daily changes that repeat and cancel; now and then values near +-10^9 of
// one sign, whose range sums leave the 32-bit range. No imports, so it runs as CommonJS or ESM.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, 2 * size + 1);
const q = between(1, size + 2);
const extreme = next() < 0.45;
const sign = next() < 0.5 ? -1 : 1;
const change = () => {
  if (extreme) return next() < 0.85 ? sign * between(999999990, 1000000000) : between(-3, 3);
  return between(-5, 5);
};
const c = Array.from({ length: n }, change);
const lines = [`${n} ${q}`, c.join(' ')];
for (let k = 0; k < q; k++) {
  const a = between(1, n);
  const b = next() < 0.2 ? a : between(1, n);
  lines.push(`${Math.min(a, b)} ${Math.max(a, b)}`);
}
process.stdout.write(`${lines.join('\n')}\n`);
