// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. n grows with size; the missing tag is often 0 or n (the edge cases), and the
// scan order is shuffled, sorted or reversed. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, 3 * size);
const pick = next();
const missing = pick < 0.3 ? 0 : pick < 0.55 ? n : between(0, n);
const tags = [];
for (let t = 0; t <= n; t++) if (t !== missing) tags.push(t);
const order = next();
if (order < 0.15) tags.reverse();
else if (order >= 0.3) {
  for (let i = tags.length - 1; i > 0; i--) {
    const j = between(0, i);
    [tags[i], tags[j]] = [tags[j], tags[i]];
  }
}
process.stdout.write(`${n}\n${tags.join(' ')}\n`);
