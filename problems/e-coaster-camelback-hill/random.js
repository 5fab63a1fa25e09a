// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Small heights so flat steps, climbs and falls all occur.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = between(1, 2 * size + 3);
const h = [between(0, 5)];
const mode = between(0, 2);
while (h.length < n) {
  const last = h[h.length - 1];
  const r = next();
  if (mode === 0) h.push(between(0, 6));
  else if (r < 0.45) h.push(last + between(1, 2));
  else if (r < 0.9) h.push(Math.max(0, last - between(1, 2)));
  else h.push(last);
}
process.stdout.write(`${n}\n${h.join(' ')}\n`);
