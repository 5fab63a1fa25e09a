const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// v[i] is the net result of day i. Return the largest total of a non-empty run of consecutive
// days. (Totals stay below 2^53, so plain numbers are exact.)
function bestStretch(v) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
const v = data.slice(1, 1 + n);
console.log(String(bestStretch(v)));
