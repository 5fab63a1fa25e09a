// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. 2 to 2*size + 2 pedals with small gains of both signs and muted pedals (none,
// one or several), now and then gains near +-10^9. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(2, 2 * size + 2);
const muted = [0, 0.15, 0.3, 0.5][between(0, 3)];
const extreme = next() < 0.15;
const gain = () => {
  if (next() < muted) return 0;
  return extreme ? (next() < 0.5 ? -1 : 1) * between(999999990, 1000000000) : between(-4, 6);
};
const g = Array.from({ length: n }, gain);
process.stdout.write(`${n}\n${g.join(' ')}\n`);
