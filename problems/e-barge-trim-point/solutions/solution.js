const data = require('fs').readFileSync(0, 'utf8');
let pos = 0;
function nextInt() {
  while (pos < data.length) {
    const c = data.charCodeAt(pos);
    if (c === 45 || (c >= 48 && c <= 57)) break;
    pos++;
  }
  let neg = false;
  if (data.charCodeAt(pos) === 45) {
    neg = true;
    pos++;
  }
  let r = 0;
  while (pos < data.length) {
    const c = data.charCodeAt(pos);
    if (c < 48 || c > 57) break;
    r = r * 10 + (c - 48);
    pos++;
  }
  return neg ? -r : r;
}
const n = nextInt();
const w = new Float64Array(n);
// sums stay below 2^53 in absolute value, so doubles are exact
let total = 0;
for (let i = 0; i < n; i++) {
  w[i] = nextInt();
  total += w[i];
}
let answer = -1;
let left = 0;
for (let i = 0; i < n; i++) {
  if (left === total - left - w[i]) {
    answer = i + 1;
    break;
  }
  left += w[i];
}
console.log(answer);
