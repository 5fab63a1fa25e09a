// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Small weights and a T chosen near a real batch weight, so exact hits ("at least"
// includes equality), single-crate answers and "no batch" all turn up. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, 2 * size + 2);
const w = Array.from({ length: n }, () => between(1, 6));
let t;
const r = next();
if (r < 0.6) {
  const l = between(0, n - 1);
  const len = between(1, n - l);
  t = 0;
  for (let i = l; i < l + len; i++) t += w[i];
} else if (r < 0.9) {
  t = between(1, 6 * size + 6);
} else {
  t = w.reduce((x, y) => x + y, 0) + between(0, 3);
}
process.stdout.write(`${n} ${t}\n${w.join(' ')}\n`);
