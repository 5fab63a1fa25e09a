// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Shuffled labels (parents often larger than children), mostly negative or mixed
// small values, sometimes values near -10^9 / 10^9 so 32-bit sums overflow. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let st = (seed * 2654435761 + size * 40503 + 29) >>> 0 || 1;
function next() {
  st ^= st << 13; st >>>= 0; st ^= st >>> 17; st ^= st << 5; st >>>= 0;
  return st / 4294967296;
}
const ri = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = ri(1, 2 * size + 1);
const par = [0];
for (let i = 1; i < n; i++) par.push(ri(Math.max(0, i - 3), i - 1));
const lab = Array.from({ length: n }, (_, i) => i);
for (let i = n - 1; i > 1; i--) { const j = ri(1, i); const t = lab[i]; lab[i] = lab[j]; lab[j] = t; }
const mode = ri(0, 3);
const value = () => {
  if (mode === 0) return ri(-9, -1);
  if (mode === 1) return ri(-9, 9);
  if (mode === 2) return (next() < 0.5 ? -1 : 1) * ri(999999990, 1000000000);
  return ri(-1000000000, -999999990);
};
const p = new Array(n).fill(0);
const v = new Array(n).fill(0);
for (let i = 0; i < n; i++) { v[lab[i]] = value(); if (i > 0) p[lab[i]] = lab[par[i]]; }
process.stdout.write(`${n}\n${v.join(' ')}\n${p.slice(1).join(' ')}\n`);
