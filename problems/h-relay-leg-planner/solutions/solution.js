const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const k = data[1];
const a = new Float64Array(data.slice(2, 2 + n)); // sums stay below 2^53
let mx = 0;
let total = 0;
for (let i = 0; i < n; i++) { if (a[i] > mx) mx = a[i]; total += a[i]; }
function legs(M) {
  let cnt = 1;
  let cur = 0;
  for (let i = 0; i < n; i++) {
    if (cur + a[i] > M) { cnt++; cur = 0; }
    cur += a[i];
  }
  return cnt;
}
let lo = mx;
let hi = total;
while (lo < hi) {
  const mid = Math.floor((lo + hi) / 2);
  if (legs(mid) <= k) hi = mid;
  else lo = mid + 1;
}
const M = lo;
const sizes = [];
let pos = 0;
for (let j = 1; j <= k; j++) {
  const start = pos;
  let cur = 0;
  if (j === k) pos = n;
  else {
    while (pos < n && cur + a[pos] <= M && n - (pos + 1) >= k - j) cur += a[pos++];
  }
  sizes.push(pos - start);
}
process.stdout.write(`${M}\n${sizes.join(' ')}\n`);
