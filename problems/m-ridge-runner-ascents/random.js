// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. A grid of up to 3 x (size + 2) cells with heights from a tiny range, so equal
// neighbours and several ascents of the same length are common. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const r = between(1, 3);
const c = between(1, size + 2);
const top = between(1, 6);
const base = next() < 0.15 ? 1000000000 - top : 0;
const rows = Array.from({ length: r }, () => Array.from({ length: c }, () => base + between(0, top)).join(' '));
process.stdout.write(`${r} ${c}\n${rows.join('\n')}\n`);
