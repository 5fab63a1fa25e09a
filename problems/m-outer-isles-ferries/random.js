// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to size + 2 islands; crossing times and periods from 1 to 9 (so arrivals often
// land exactly on departures), lines listed in either direction, sometimes an island cut off.
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
for (let i = 1; i < n; i++) {
  if (next() < 0.1) continue;
  const j = between(0, i - 1);
  lines.push(next() < 0.5 ? [i, j] : [j, i]);
}
const extra = n > 1 ? between(0, n) : 0;
for (let k = 0; k < extra; k++) {
  const u = between(0, n - 1);
  let v = between(0, n - 2);
  if (v >= u) v++;
  lines.push([u, v]);
}
const out = lines.map(([u, v]) => `${u} ${v} ${between(1, 9)} ${between(1, 9)}\n`);
process.stdout.write(`${n} ${lines.length}\n${out.join('')}`);
