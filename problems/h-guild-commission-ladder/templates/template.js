const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// need[i] and profit[i] describe commission i; the smith starts with purse w and may take at most
// k commissions. Return [largest final purse, number of commissions taken]. (The purse stays below
// 2^53, so plain numbers are exact.)
function bestPurse(need, profit, k, w) {
  // TODO: write your solution here
  return [w, 0];
}

const n = data[0];
const k = data[1];
const w = data[2];
const ans = bestPurse(data.slice(3, 3 + n), data.slice(3 + n, 3 + 2 * n), k, w);
console.log(`${ans[0]} ${ans[1]}`);
