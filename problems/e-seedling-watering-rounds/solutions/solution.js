const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const q = data[1];
const T = data[2];
const d = new Float64Array(n + 2); // totals stay below 2^53, so doubles are exact
let p = 3;
for (let k = 0; k < q; k++) {
  const l = data[p];
  const r = data[p + 1];
  const v = data[p + 2];
  p += 3;
  d[l] += v;
  d[r + 1] -= v;
}
let cur = 0;
let thriving = 0;
for (let i = 1; i <= n; i++) {
  cur += d[i];
  if (cur >= T) thriving++;
}
console.log(String(thriving));
