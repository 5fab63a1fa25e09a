const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// p[i] is the closing price of day i. Return the sum, over all periods i..j (i <= j), of the
// highest price minus the lowest price of the period. (The total stays below 2^53.)
function totalSwing(p) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
console.log(String(totalSwing(data.slice(1, 1 + n))));
