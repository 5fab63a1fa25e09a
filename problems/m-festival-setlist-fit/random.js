// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to size + 3 songs with short, often equal durations (now and then close to
// 10^9, so sums need 64 bits), a target that some subset usually reaches, and clashing pairs
// written in either order. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, Math.min(20, size + 3));
const big = next() < 0.2;
const d = Array.from({ length: n }, () => (big ? 1000000000 - between(0, 2) : between(1, 6)));
let T = 0;
for (const x of d) if (next() < 0.5) T += x;
if (T === 0 || next() < 0.15) T = big ? between(1, 20000000000) : between(1, 6 * n);
const pairs = [];
for (let u = 1; u <= n; u++)
  for (let v = u + 1; v <= n; v++)
    if (next() < 0.3) pairs.push(next() < 0.5 ? [u, v] : [v, u]);
for (let i = pairs.length - 1; i > 0; i--) {
  const j = between(0, i);
  [pairs[i], pairs[j]] = [pairs[j], pairs[i]];
}
const lines = [`${n} ${pairs.length} ${T}`, d.join(' '), ...pairs.map(([u, v]) => `${u} ${v}`)];
process.stdout.write(`${lines.join('\n')}\n`);
