// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. The rules are mostly respected by the plan, with a few broken ones (often
// several, so the "first broken rule" matters) and repeated rules. No imports.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let st = (seed * 2654435761 + size * 40503 + 3) >>> 0 || 1;
function next() {
  st ^= st << 13; st >>>= 0; st ^= st >>> 17; st ^= st << 5; st >>>= 0;
  return st / 4294967296;
}
const ri = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
const n = ri(2, size + 3);
const plan = Array.from({ length: n }, (_, i) => i);
for (let i = n - 1; i > 0; i--) { const j = ri(0, i); const t = plan[i]; plan[i] = plan[j]; plan[j] = t; }
const m = ri(1, 2 * size + 1);
const breakRate = next() * 0.4;
const rules = [];
for (let i = 0; i < m; i++) {
  const a = ri(0, n - 2);
  const b = ri(a + 1, n - 1);
  rules.push(next() < breakRate ? `${plan[b]} ${plan[a]}` : `${plan[a]} ${plan[b]}`);
}
process.stdout.write(`${n} ${m}\n${rules.join('\n')}\n${plan.join(' ')}\n`);
