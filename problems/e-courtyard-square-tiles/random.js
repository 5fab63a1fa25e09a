// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. A few pallets: small counts, exact squares, and values next to large squares
// (k^2 - 1 with k between 10^8 and 10^9), where floating-point roots are off by one. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));

const q = between(1, size + 1);
const xs = [];
for (let i = 0; i < q; i++) {
  const r = next();
  if (r < 0.4) xs.push(String(between(0, 40)));
  else if (r < 0.55) {
    const k = between(0, 50);
    xs.push(String(k * k));
  } else {
    const k = BigInt(between(100000000, 1000000000));
    const v = next() < 0.6 ? k * k - 1n : k * k;
    xs.push(String(v));
  }
}
process.stdout.write(`${q}\n${xs.join(' ')}\n`);
