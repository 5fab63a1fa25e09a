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
const k = nextInt();
// Keep the running remainder instead of the prefix sum: it stays below 10^9, so every
// intermediate value is an exact double.
const rem = new Float64Array(n + 1);
let r = 0;
for (let i = 1; i <= n; i++) {
  r = (r + (nextInt() % k) + k) % k;
  rem[i] = r;
}
rem.sort();
let answer = 0;
for (let i = 0, j; i <= n; i = j) {
  j = i;
  while (j <= n && rem[j] === rem[i]) j++;
  const c = j - i;
  answer += (c * (c - 1)) / 2;
}
console.log(String(answer));
