// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Short price histories with small, repeating prices, k from 1 to past the end
// (now and then the largest k), and sometimes the extreme prices 1 and 10^6. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const n = between(1, 2 * size + 2);
const kPick = next();
const k = kPick < 0.05 ? 100000 : kPick < 0.2 ? between(1, n + 1) : between(1, Math.max(1, Math.ceil(n / 3)));
const extreme = next() < 0.15;
const price = () => (extreme && next() < 0.4 ? (next() < 0.5 ? 1 : 1000000) : between(1, 9));
const p = Array.from({ length: n }, price);
process.stdout.write(`${n} ${k}\n${p.join(' ')}\n`);
