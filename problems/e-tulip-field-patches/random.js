// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Two or three colours in clumps, so patches of every shape appear, including
// ones that touch only diagonally. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let st = (seed * 2654435761 + size * 40503 + 5) >>> 0 || 1;
function next() {
  st ^= st << 13; st >>>= 0; st ^= st >>> 17; st ^= st << 5; st >>>= 0;
  return st / 4294967296;
}
const ri = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const r = ri(1, Math.min(8, size + 2));
const c = ri(1, Math.min(10, size + 3));
const letters = next() < 0.5 ? 'ab' : 'abc';
const g = [];
for (let i = 0; i < r; i++) {
  let row = '';
  for (let j = 0; j < c; j++) row += letters[ri(0, letters.length - 1)];
  g.push(row);
}
const q = ri(1, size + 2);
const qs = [];
for (let k = 0; k < q; k++) qs.push(`${ri(0, r - 1)} ${ri(0, c - 1)}`);
process.stdout.write(`${r} ${c}\n${g.join('\n')}\n${q}\n${qs.join('\n')}\n`);
