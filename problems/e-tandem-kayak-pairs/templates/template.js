const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);

// loads is sorted in non-decreasing order.
// Return the number of pairs i < j with loads[i] + loads[j] <= limit
// (a Number is exact here: the count stays far below 2^53).
function countKayakPairs(loads, limit) {
  // TODO: write your solution here
  return 0;
}

const n = Number(tokens[0]);
const limit = Number(tokens[1]);
const loads = new Array(n);
for (let i = 0; i < n; i++) loads[i] = Number(tokens[2 + i]);
console.log(String(countKayakPairs(loads, limit)));
