const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const k = data[1];
const v = data.slice(2, 2 + n);
const m = n - k + 1;
const W = new Float64Array(m); // totals stay far below 2^53
let cur = 0;
for (let i = 0; i < n; i++) {
  cur += v[i];
  if (i >= k) cur -= v[i - k];
  if (i >= k - 1) W[i - k + 1] = cur;
}
const bestLeft = new Int32Array(m);
const bestRight = new Int32Array(m);
for (let i = 1; i < m; i++) bestLeft[i] = W[i] > W[bestLeft[i - 1]] ? i : bestLeft[i - 1];
bestRight[m - 1] = m - 1;
for (let i = m - 2; i >= 0; i--) bestRight[i] = W[i] >= W[bestRight[i + 1]] ? i : bestRight[i + 1];
let best = -1;
let a = 0;
let b = 0;
let c = 0;
for (let j = k; j + k <= m - 1; j++) {
  const l = bestLeft[j - k];
  const r = bestRight[j + k];
  const total = W[l] + W[j] + W[r];
  if (total > best) {
    best = total;
    a = l;
    b = j;
    c = r;
  }
}
console.log(`${best}\n${a} ${b} ${c}`);
