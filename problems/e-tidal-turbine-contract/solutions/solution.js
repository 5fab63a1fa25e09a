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
const e = new Float64Array(n);
for (let i = 0; i < n; i++) e[i] = nextInt();
// |totals| <= 2 * 10^14 < 2^53: plain numbers are exact
let sum = 0;
for (let i = 0; i < k; i++) sum += e[i];
let best = sum;
let start = 0;
for (let s = 1; s + k <= n; s++) {
  sum += e[s + k - 1] - e[s - 1];
  if (sum > best) {
    best = sum;
    start = s;
  }
}
console.log(`${best} ${start + 1}`);
