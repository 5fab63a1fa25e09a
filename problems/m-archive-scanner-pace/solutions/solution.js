const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const H = data[1]; // <= 10^14, exact in a double
const a = new Float64Array(data.slice(2, 2 + n));
let mx = 1;
for (let i = 0; i < n; i++) if (a[i] > mx) mx = a[i];
function fits(v) {
  let hours = 0;
  for (let i = 0; i < n; i++) {
    hours += Math.ceil(a[i] / v);
    if (hours > H) return false;
  }
  return true;
}
let lo = 1;
let hi = mx;
while (lo < hi) {
  const mid = Math.floor((lo + hi) / 2);
  if (fits(mid)) hi = mid;
  else lo = mid + 1;
}
console.log(String(lo));
