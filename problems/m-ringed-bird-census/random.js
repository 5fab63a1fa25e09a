// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to size + 1 photos and 2 * size + 1 observations over a few ring codes, so
// links, repeated observations and redundant links all occur; sometimes codes near 10^9.
// No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, size + 1);
const q = between(1, 2 * size + 1);
const codes = between(1, Math.max(1, Math.ceil(size / 2) + 1));
const base = next() < 0.2 ? 1000000000 - codes : 0;
const obs = [];
for (let i = 0; i < q; i++) {
  if (obs.length > 0 && next() < 0.15) obs.push(obs[between(0, obs.length - 1)]);
  else obs.push([between(0, n - 1), base + between(1, codes)]);
}
process.stdout.write(`${n} ${q}\n${obs.map(([p, x]) => `${p} ${x}\n`).join('')}`);
