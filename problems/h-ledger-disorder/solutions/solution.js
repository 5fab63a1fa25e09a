const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = data[0];
let a = Float64Array.from(data.slice(1, 1 + n));
let tmp = new Float64Array(n);
let inv = 0;
for (let width = 1; width < n; width *= 2) {
  for (let lo = 0; lo < n - width; lo += 2 * width) {
    const mid = lo + width, hi = Math.min(n, lo + 2 * width);
    let i = lo, j = mid, k = lo;
    while (i < mid && j < hi) {
      if (a[i] <= a[j]) tmp[k++] = a[i++];
      else { inv += mid - i; tmp[k++] = a[j++]; }
    }
    while (i < mid) tmp[k++] = a[i++];
    while (j < hi) tmp[k++] = a[j++];
    for (let t = lo; t < hi; t++) a[t] = tmp[t];
  }
}
console.log(String(inv));
