const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
// Sums stay below 1.5 * 10^14 < 2^53, so plain numbers are exact.
let total = 0;
for (let i = 1; i <= n; i++) total += data[i];
let left = 0;
let answer = -1;
for (let i = 0; i < n; i++) {
  const x = data[1 + i];
  if (left === total - left - x) {
    answer = i;
    break;
  }
  left += x;
}
console.log(String(answer));
