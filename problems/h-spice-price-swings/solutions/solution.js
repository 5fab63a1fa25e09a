const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
// every partial sum stays below 2^53 (the total is at most about 1.1e14), so doubles are exact
function sumOfMaxima(a) {
  const left = new Int32Array(n);
  const right = new Int32Array(n);
  const st = new Int32Array(n);
  let top = 0;
  for (let i = 0; i < n; i++) {
    while (top > 0 && a[st[top - 1]] < a[i]) top--;
    left[i] = top === 0 ? -1 : st[top - 1];
    st[top++] = i;
  }
  top = 0;
  for (let i = n - 1; i >= 0; i--) {
    while (top > 0 && a[st[top - 1]] <= a[i]) top--;
    right[i] = top === 0 ? n : st[top - 1];
    st[top++] = i;
  }
  let total = 0;
  for (let i = 0; i < n; i++) total += a[i] * (i - left[i]) * (right[i] - i);
  return total;
}
const a = Int32Array.from(data.slice(1, 1 + n));
const neg = a.map((v) => -v);
console.log(String(sumOfMaxima(a) + sumOfMaxima(neg)));
