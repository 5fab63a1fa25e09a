const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const k = data[1]; // <= 5e9, exact in a double
const x = Int32Array.from(data.slice(2, 2 + n)).sort();
function countAtMost(d) {
  let cnt = 0;
  let left = 0;
  for (let j = 0; j < n; j++) {
    while (x[j] - x[left] > d) left++;
    cnt += j - left;
  }
  return cnt;
}
let lo = 0;
let hi = x[n - 1] - x[0];
while (lo < hi) {
  const mid = (lo + hi) >> 1;
  if (countAtMost(mid) >= k) hi = mid;
  else lo = mid + 1;
}
console.log(String(lo));
