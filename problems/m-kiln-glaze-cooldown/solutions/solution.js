const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const c = data[1];
const count = new Map();
for (let i = 0; i < n; i++) {
  const g = data[2 + i];
  count.set(g, (count.get(g) || 0) + 1);
}
let m = 0;
let t = 0;
for (const cnt of count.values()) {
  if (cnt > m) { m = cnt; t = 1; } else if (cnt === m) t++;
}
// (m - 1) * (c + 1) + t <= 10^5 * (10^9 + 1) + 10^5 < 2^53: exact in a double
console.log(String(Math.max(n, (m - 1) * (c + 1) + t)));
