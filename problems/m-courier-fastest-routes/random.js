// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to size + 2 intersections, street times from 1 to 3 (many ties), repeated
// streets in either direction, and now and then a destination that cannot be reached.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, size + 2);
const cut = next() < 0.1;
const streets = [];
for (let i = 1; i < n; i++) {
  if (cut && i === n - 1) continue;
  const j = between(0, i - 1);
  streets.push(next() < 0.5 ? [i, j] : [j, i]);
}
const extra = n > 1 ? between(0, n + 2) : 0;
for (let k = 0; k < extra; k++) {
  const u = between(0, n - 1);
  let v = between(0, n - 2);
  if (v >= u) v++;
  if (cut && (u === n - 1 || v === n - 1)) continue;
  streets.push([u, v]);
}
const out = streets.map(([u, v]) => `${u} ${v} ${between(1, 3)}\n`);
process.stdout.write(`${n} ${streets.length}\n${out.join('')}`);
