const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);

// change[i] is the stock change of day i + 1.
// Return the number of runs of consecutive days whose total is a multiple of k.
// (Prefix sums reach 2 * 10^14 and the count 2 * 10^10: both are exact as Numbers.)
function countBoxableRuns(change, k) {
  // TODO: write your solution here
  return 0;
}

const n = Number(tokens[0]);
const k = Number(tokens[1]);
const change = new Array(n);
for (let i = 0; i < n; i++) change[i] = Number(tokens[2 + i]);
console.log(String(countBoxableRuns(change, k)));
