const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const k = data[1];
const x = Int32Array.from(data.slice(2, 2 + n)).sort(); // typed-array sort is numeric
function ok(d) {
  let placed = 1;
  let last = x[0];
  for (let i = 1; i < n && placed < k; i++) {
    if (x[i] - last >= d) {
      placed++;
      last = x[i];
    }
  }
  return placed >= k;
}
let lo = 1;
let hi = Math.floor((x[n - 1] - x[0]) / (k - 1));
while (lo < hi) {
  const mid = Math.floor((lo + hi + 1) / 2);
  if (ok(mid)) lo = mid;
  else hi = mid - 1;
}
console.log(String(lo));
