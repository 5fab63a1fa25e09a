// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Small climbs and sinks around zero with K near a real stretch total, so
// negative left ends, ties between shortest stretches and "none" all turn up. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, 2 * size + 2);
const d = Array.from({ length: n }, () => between(-5, 6));
const K = between(1, 4 + 2 * size);
process.stdout.write(`${n} ${K}\n${d.join(' ')}\n`);
