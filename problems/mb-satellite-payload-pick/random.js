// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Up to size + 2 instruments and a budget of up to 3*size + 3 kg; masses around
// the budget (some too heavy to fly), small scores that tie often, now and then scores near 10^9
// so that the total needs 64 bits. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, size + 2);
const W = between(1, 3 * size + 3);
const extreme = next() < 0.15;
const items = Array.from({ length: n }, () => {
  const m = between(1, W + 2);
  const v = extreme ? between(999999990, 1000000000) : between(1, 12);
  return `${m} ${v}`;
});
process.stdout.write(`${n} ${W}\n${items.map((line) => `${line}\n`).join('')}`);
