const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// prices[d] is the price on day d. Buy on day i, sell on day j with j - i >= k.
// Return the maximum profit, or 0 if no trade makes money.
function bestProfit(prices, k) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
const k = data[1];
console.log(String(bestProfit(data.slice(2, 2 + n), k)));
