// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Two tallies of 1 to 3 * size digits (either may be the longer one), often full
// of 9s so that carries ripple, sometimes the single digit 0; never a leading zero.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

function tally() {
  if (next() < 0.12) return [0];
  const len = between(1, 3 * size);
  const nines = next() < 0.3;
  const d = Array.from({ length: len }, () => (nines && next() < 0.8 ? 9 : between(0, 9)));
  if (d[len - 1] === 0) d[len - 1] = between(1, 9);
  return d;
}
const a = tally();
const b = tally();
process.stdout.write(`${a.length}\n${a.join(' ')}\n${b.length}\n${b.join(' ')}\n`);
