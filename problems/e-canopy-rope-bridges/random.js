// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Few bridges among few platforms, with repeated bridges, self-ropes and a = b
// questions. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let st = (seed * 2654435761 + size * 40503 + 17) >>> 0 || 1;
function next() {
  st ^= st << 13; st >>>= 0; st ^= st >>> 17; st ^= st << 5; st >>>= 0;
  return st / 4294967296;
}
const ri = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = ri(1, size + 4);
const m = ri(0, size + 3);
const q = ri(1, size + 3);
const lines = [`${n} ${m} ${q}`];
for (let i = 0; i < m; i++) lines.push(`${ri(0, n - 1)} ${ri(0, n - 1)}`);
for (let k = 0; k < q; k++) lines.push(`${ri(0, n - 1)} ${ri(0, n - 1)}`);
process.stdout.write(lines.join('\n') + '\n');
