// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Few ships, small windows and small time steps, so messages often land exactly on
// the window boundary and several share a time.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const q = between(1, 2 * size + 2);
const k = between(1, Math.min(q, 3));
const w = between(1, 6);
const names = ['a', 'b', 'cd', 'zz'].slice(0, between(1, 3));
let t = between(0, 3);
const lines = [];
for (let i = 0; i < q; i++) {
  t += between(0, 3);
  lines.push(`${t} ${names[between(0, names.length - 1)]}`);
}
process.stdout.write(`${k} ${w} ${q}\n${lines.join('\n')}\n`);
