// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Small directed graphs with self-keys, repeated entries and keys that point
// back into vault 0, so one-way mistakes show. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let st = (seed * 2654435761 + size * 40503 + 11) >>> 0 || 1;
function next() {
  st ^= st << 13; st >>>= 0; st ^= st >>> 17; st ^= st << 5; st >>>= 0;
  return st / 4294967296;
}
const ri = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = ri(1, 2 * size + 1);
const m = ri(0, 2 * size + 1);
const lines = [];
for (let i = 0; i < m; i++) {
  const u = ri(0, n - 1);
  const v = next() < 0.2 ? 0 : ri(0, n - 1);
  lines.push(`${u} ${v}`);
}
process.stdout.write(`${n} ${m}\n${lines.map((l) => l + '\n').join('')}`);
