const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);
// Post numbers reach 10^18: BigInt keeps them exact (and lcms may grow as large as they like).
function gcd(a, b) {
  while (b !== 0n) { const t = a % b; a = b; b = t; }
  return a;
}
const lcm = (a, b) => (a / gcd(a, b)) * b;
const q = Number(tokens[0]);
const out = [];
for (let t = 0; t < q; t++) {
  const a = BigInt(tokens[1 + 4 * t]);
  const b = BigInt(tokens[2 + 4 * t]);
  const c = BigInt(tokens[3 + 4 * t]);
  const k = BigInt(tokens[4 + 4 * t]);
  const ab = lcm(a, b);
  const ac = lcm(a, c);
  const bc = lcm(b, c);
  const abc = lcm(ab, c);
  let lo = 1n;
  let hi = k * [a, b, c].reduce((x, y) => (x < y ? x : y));
  while (lo < hi) {
    const mid = (lo + hi) >> 1n;
    const cnt = mid / a + mid / b + mid / c - mid / ab - mid / ac - mid / bc + mid / abc;
    if (cnt >= k) hi = mid;
    else lo = mid + 1n;
  }
  out.push(lo);
}
console.log(out.join('\n'));
