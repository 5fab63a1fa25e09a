const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
// n * (n + 1) / 2 <= 5 * 10^9 is exact in a double
let sum = (n * (n + 1)) / 2;
for (let i = 1; i <= n; i++) sum -= data[i];
console.log(String(sum));
