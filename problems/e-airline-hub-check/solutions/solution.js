const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const m = data[1];
const deg = new Int32Array(n);
for (let i = 0; i < 2 * m; i++) deg[data[2 + i]]++;
let hub = -1;
if (m === n - 1) for (let v = 0; v < n; v++) if (deg[v] === n - 1) hub = v;
console.log(String(hub));
