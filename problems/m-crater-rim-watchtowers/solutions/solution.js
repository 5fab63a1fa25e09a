const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const h = data.slice(1, 1 + n);
const ans = new Array(n).fill(-1);
const st = new Int32Array(2 * n);
let top = 0;
for (let p = 2 * n - 1; p >= 0; p--) {
  const cur = h[p % n];
  while (top > 0 && h[st[top - 1] % n] <= cur) top--;
  if (p < n && top > 0) ans[p] = st[top - 1] - p;
  st[top++] = p;
}
process.stdout.write(ans.join(' ') + '\n');
