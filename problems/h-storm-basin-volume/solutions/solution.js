const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = data[0];
const h = data.slice(1, 1 + n);
let lo = 0, hi = n - 1;
let leftMax = 0, rightMax = 0, total = 0;
while (lo <= hi) {
  if (h[lo] > leftMax) leftMax = h[lo];
  if (h[hi] > rightMax) rightMax = h[hi];
  if (leftMax <= rightMax) { total += leftMax - h[lo]; lo++; }
  else { total += rightMax - h[hi]; hi--; }
}
console.log(String(total));
