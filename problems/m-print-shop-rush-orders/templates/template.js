const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// deadline[i] and fee[i] describe order i. Each order takes one day on the single press (days 1,
// 2, ...) and pays only if printed on or before its deadline day. Return the largest total fee.
// (Totals stay below 2^53: plain numbers are exact.)
function maxTotalFee(deadline, fee) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
const deadline = [];
const fee = [];
for (let i = 0; i < n; i++) { deadline.push(data[1 + 2 * i]); fee.push(data[2 + 2 * i]); }
console.log(String(maxTotalFee(deadline, fee)));
