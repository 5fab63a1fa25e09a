const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const k = data[1];
const p = data.slice(2, 2 + n);
let best = 0;
let cheapest = Infinity;
for (let j = k; j < n; j++) {
  cheapest = Math.min(cheapest, p[j - k]);
  best = Math.max(best, p[j] - cheapest);
}
console.log(String(best));
