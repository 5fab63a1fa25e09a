const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = data[0];
const h = data.slice(1, 1 + n);
h.push(0);
const st = new Int32Array(n + 1);
let top = 0;
let best = 0;
for (let j = 0; j <= n; j++) {
  while (top > 0 && h[st[top - 1]] > h[j]) {
    const height = h[st[--top]];
    const left = top === 0 ? -1 : st[top - 1];
    const area = height * (j - left - 1);
    if (area > best) best = area;
  }
  st[top++] = j;
}
console.log(String(best));
