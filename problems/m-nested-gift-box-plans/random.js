// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. At most 5 boxes (so a plan is short to trace) and up to size + 2 requests,
// often repeated, decreasing or at the ends of the catalogue. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const catalan = [1, 1, 2, 5, 14, 42];
const n = between(1, 5);
const q = between(1, size + 2);
const ks = [];
for (let i = 0; i < q; i++) {
  const r = next();
  if (r < 0.2 && ks.length > 0) ks.push(ks[between(0, ks.length - 1)]);
  else if (r < 0.35) ks.push(next() < 0.5 ? 1 : catalan[n]);
  else ks.push(between(1, catalan[n]));
}
process.stdout.write(`${n} ${q}\n${ks.join(' ')}\n`);
