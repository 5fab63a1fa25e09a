const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
// totals stay below 10^14 < 2^53, so plain numbers are exact
let prev2 = 0; // best[-1]
let prev1 = data[1]; // best[0]
for (let p = 1; p < n; p++) {
  const cur = data[1 + p] + Math.min(prev1, prev2);
  prev2 = prev1;
  prev1 = cur;
}
console.log(String(Math.min(prev1, prev2)));
