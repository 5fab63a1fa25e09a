const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);

// can d drops with k casings handle n platforms? sum of C(d, i), i = 1..k, compared with n (BigInts)
function enough(d, k, n) {
  let term = 1n;
  let sum = 0n;
  for (let i = 1n; i <= k && i <= d; i++) {
    term = (term * (d - i + 1n)) / i;
    sum += term;
    if (sum >= n) return true;
  }
  return false;
}

const q = Number(data[0]);
const out = [];
for (let t = 0; t < q; t++) {
  const k = BigInt(data[1 + 2 * t]);
  const n = BigInt(data[2 + 2 * t]);
  let lo = 1n;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) / 2n;
    if (enough(mid, k, n)) hi = mid;
    else lo = mid + 1n;
  }
  out.push(String(lo));
}
process.stdout.write(out.join('\n') + '\n');
