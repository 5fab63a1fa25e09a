const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// Return the length of the shortest block of consecutive crates weighing at least target,
// or 0 if there is none. (All sums stay below 2^53, so plain numbers are exact.)
function shortestBatch(weights, target) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
const target = data[1];
const weights = data.slice(2, 2 + n);
console.log(String(shortestBatch(weights, target)));
