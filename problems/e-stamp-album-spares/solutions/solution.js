const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const m = data[1];
const a = data.slice(2, 2 + n);
let k = 0;
for (let i = 0; i < n; i++) {
  if (k < m || a[k - m] !== a[i]) a[k++] = a[i];
}
a.length = k;
process.stdout.write(`${k}\n${a.join(' ')}\n`);
