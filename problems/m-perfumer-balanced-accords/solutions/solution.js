const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const t = data[1];
// |sums| <= 3 * 10^9 < 2^53: plain numbers are exact. Float64Array sorts numerically.
const a = Float64Array.from(data.slice(2, 2 + n)).sort();
let count = 0;
for (let i = 0; i + 2 < n; i++) {
  if (i > 0 && a[i] === a[i - 1]) continue;
  const need = t - a[i];
  let j = i + 1;
  let k = n - 1;
  while (j < k) {
    const s = a[j] + a[k];
    if (s < need) j++;
    else if (s > need) k--;
    else {
      count++;
      const y = a[j];
      const z = a[k];
      while (j < k && a[j] === y) j++;
      while (k > j && a[k] === z) k--;
    }
  }
}
console.log(String(count));
