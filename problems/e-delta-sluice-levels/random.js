// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Labels are shuffled, so parents often carry larger numbers than their
// children; levels asked for include empty ones and the extreme 10^9. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let st = (seed * 2654435761 + size * 40503 + 7) >>> 0 || 1;
function next() {
  st ^= st << 13; st >>>= 0; st ^= st >>> 17; st ^= st << 5; st >>>= 0;
  return st / 4294967296;
}
const ri = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = ri(1, 3 * size + 1);
const par = [0];
const deep = next() < 0.5;
for (let i = 1; i < n; i++) par.push(deep ? ri(Math.max(0, i - 2), i - 1) : ri(0, i - 1));
const lab = Array.from({ length: n }, (_, i) => i);
for (let i = n - 1; i > 1; i--) { const j = ri(1, i); const t = lab[i]; lab[i] = lab[j]; lab[j] = t; }
const p = new Array(n).fill(0);
for (let i = 1; i < n; i++) p[lab[i]] = lab[par[i]];
const q = ri(1, size + 2);
const ks = [];
for (let j = 0; j < q; j++) ks.push(next() < 0.1 ? 1000000000 : ri(0, Math.min(n, 6)));
process.stdout.write(`${n}\n${p.slice(1).join(' ')}\n${q}\n${ks.join(' ')}\n`);
