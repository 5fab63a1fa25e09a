// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Sparse small graphs (so -1 happens), repeated flights, training circles and
// sometimes s = t. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let st = (seed * 2654435761 + size * 40503 + 23) >>> 0 || 1;
function next() {
  st ^= st << 13; st >>>= 0; st ^= st >>> 17; st ^= st << 5; st >>>= 0;
  return st / 4294967296;
}
const ri = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = ri(1, size + 4);
const m = ri(0, size + 4);
const lines = [`${n} ${m}`];
for (let i = 0; i < m; i++) lines.push(`${ri(0, n - 1)} ${ri(0, n - 1)}`);
const s0 = ri(0, n - 1);
lines.push(`${s0} ${next() < 0.1 ? s0 : ri(0, n - 1)}`);
process.stdout.write(lines.join('\n') + '\n');
