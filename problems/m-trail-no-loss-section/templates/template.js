const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// e[i] is the elevation of marker i. Return the largest j - i over pairs i < j with
// e[i] <= e[j], or 0 if there is no such pair.
function widestNoLoss(e) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
console.log(String(widestNoLoss(data.slice(1, 1 + n))));
