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
const a = new Float64Array(n);
for (let i = 0; i < n; i++) a[i] = nextInt();
const sorted = Float64Array.from(a).sort();
let m = 0;
for (let i = 0; i < n; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[m++] = sorted[i];
const vals = sorted.subarray(0, m);
// number of values <= x. k * a_j may exceed 2^53, but then it is far outside the range of the
// readings (|a_i| <= 10^9), so the rounded product still compares correctly.
function upperBound(x) {
  let lo = 0;
  let hi = m;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (vals[mid] <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
const tree = new Int32Array(m + 1);
let answer = 0;
for (let j = 0; j < n; j++) {
  let atMost = 0;
  for (let i = upperBound(k * a[j]); i > 0; i &= i - 1) atMost += tree[i];
  answer += j - atMost;
  for (let i = upperBound(a[j]); i <= m; i += i & -i) tree[i]++;
}
console.log(String(answer));
