const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const L = data[1];
const R = data[2];
const a = Float64Array.from(data.slice(3, 3 + n));
// Counts stay below 2.1 * 10^10 < 2^53: plain numbers are exact.
function atMost(x) {
  if (x < 0) return 0;
  let count = 0;
  let sum = 0;
  let first = 0;
  for (let j = 0; j < n; j++) {
    sum += a[j];
    while (sum > x) sum -= a[first++];
    count += j - first + 1;
  }
  return count;
}
console.log(String(atMost(R) - atMost(L - 1)));
