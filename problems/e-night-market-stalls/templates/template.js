const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// profit[i] is the projected profit of stall i. Choose stalls, no two of them neighbours,
// to maximise the total profit (choosing no stall at all gives 0). Return that maximum.
// (Totals stay below 2^53 in absolute value, so plain numbers are exact.)
function bestProfit(profit) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
console.log(String(bestProfit(data.slice(1, 1 + n))));
