const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const m = data[1];
const indeg = new Int32Array(n);
const outdeg = new Int32Array(n);
for (let i = 0; i < m; i++) {
  outdeg[data[2 + 2 * i]]++;
  indeg[data[3 + 2 * i]]++;
}
let ans = -1;
for (let v = 0; v < n; v++) if (indeg[v] === n - 1 && outdeg[v] === 0) ans = v;
console.log(String(ans));
