// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Zero exponents, modulus 1 and exponents near 10^18 come up often.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503 + 99) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const q = between(1, size + 1);
const rows = [];
for (let i = 0; i < q; i++) {
  const a = next() < 0.2 ? 1000000000 : between(1, 12);
  const r = next();
  const b = r < 0.3 ? '0' : r < 0.5 ? `99999999999999999${between(0, 9)}` : String(between(1, 20));
  const m = next() < 0.3 ? 1 : next() < 0.3 ? 2000000000 - between(0, 1) : between(1, 30);
  rows.push(`${a} ${b} ${m}`);
}
process.stdout.write(`${q}\n${rows.join('\n')}\n`);
