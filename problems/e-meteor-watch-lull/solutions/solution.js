const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const t = Int32Array.from(data.slice(1, 1 + n));
t.sort(); // typed arrays sort numerically
let best = 0;
let start = t[0];
for (let i = 0; i + 1 < n; i++) {
  if (t[i + 1] - t[i] > best) {
    best = t[i + 1] - t[i];
    start = t[i];
  }
}
console.log(`${best} ${start}`);
