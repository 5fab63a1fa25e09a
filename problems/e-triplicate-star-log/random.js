// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to size + 1 distinct offsets appear three times, one special offset once or
// twice; values are often negative or near +-10^9. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const wide = next() < 0.3;
const value = () => (wide ? between(-1000000000, 1000000000) : between(-9, 9));
const m = between(0, size);
const special = value();
const used = new Set([special]);
const a = [];
let tries = 0;
while (used.size < m + 1 && tries++ < 1000) {
  const v = value();
  if (used.has(v)) continue;
  used.add(v);
  a.push(v, v, v);
}
const k = between(1, 2);
for (let i = 0; i < k; i++) a.push(special);
for (let i = a.length - 1; i > 0; i--) {
  const j = between(0, i);
  [a[i], a[j]] = [a[j], a[i]];
}
process.stdout.write(`${a.length}\n${a.join(' ')}\n`);
