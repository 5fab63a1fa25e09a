// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Short bookings on a short time line: touching, equal starts and no clash at all
// all occur.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, size + 2);
const lines = [];
if (next() < 0.5) {
  // a chain of bookings that touch or leave gaps, in random order, sometimes with one overlap
  let t = between(0, 3);
  const b = [];
  for (let i = 0; i < n; i++) { const len = between(1, 3); b.push([t, t + len]); t += len + between(0, 1); }
  if (next() < 0.4 && n > 1) { const k = between(1, n - 1); b[k][0] -= 1; }
  for (let i = n - 1; i > 0; i--) { const j = between(0, i); const x = b[i]; b[i] = b[j]; b[j] = x; }
  for (const [s, e] of b) lines.push(`${s} ${e}`);
} else {
  for (let i = 0; i < n; i++) { const s = between(0, 2 * size); lines.push(`${s} ${s + between(1, 3)}`); }
}
process.stdout.write(`${n}\n${lines.join('\n')}\n`);
