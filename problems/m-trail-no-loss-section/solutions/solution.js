const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const e = Int32Array.from(data.slice(1, 1 + n));
const st = new Int32Array(n);
let top = 0;
for (let i = 0; i < n; i++) if (top === 0 || e[i] < e[st[top - 1]]) st[top++] = i;
let best = 0;
for (let j = n - 1; j >= 0 && top > 0; j--) {
  while (top > 0 && e[st[top - 1]] <= e[j]) {
    if (j - st[top - 1] > best) best = j - st[top - 1];
    top--;
  }
}
console.log(String(best));
