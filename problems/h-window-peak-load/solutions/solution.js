const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = data[0];
const k = data[1];
const a = data.slice(2, 2 + n);
const dq = new Int32Array(n);
let head = 0, tail = 0;
const res = [];
for (let j = 0; j < n; j++) {
  while (tail > head && a[dq[tail - 1]] <= a[j]) tail--;
  dq[tail++] = j;
  if (dq[head] <= j - k) head++;
  if (j >= k - 1) res.push(a[dq[head]]);
}
process.stdout.write(res.join(' ') + '\n');
