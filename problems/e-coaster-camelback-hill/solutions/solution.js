const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const h = Int32Array.from(data.slice(1, 1 + n));
const up = new Int32Array(n);
const down = new Int32Array(n);
for (let i = 1; i < n; i++) if (h[i - 1] < h[i]) up[i] = up[i - 1] + 1;
for (let i = n - 2; i >= 0; i--) if (h[i + 1] < h[i]) down[i] = down[i + 1] + 1;
let best = 0;
for (let p = 0; p < n; p++) {
  if (up[p] > 0 && down[p] > 0 && up[p] + down[p] + 1 > best) best = up[p] + down[p] + 1;
}
console.log(String(best));
