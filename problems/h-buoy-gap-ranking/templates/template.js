const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// x[i] is the position of buoy i (any order, duplicates allowed). Return the k-th smallest of the
// n (n - 1) / 2 gaps |x[i] - x[j]| over unordered pairs i != j (k counts from 1, up to ~5e9).
function kthSmallestGap(x, k) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
const k = data[1];
console.log(String(kthSmallestGap(data.slice(2, 2 + n), k)));
