const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
let total = 0;
let curMax = 0;
let curMin = 0;
let bestMax = -Infinity;
let bestMin = Infinity;
for (let i = 0; i < n; i++) {
  const p = data[1 + i];
  total += p;
  curMax = i === 0 ? p : Math.max(p, curMax + p);
  curMin = i === 0 ? p : Math.min(p, curMin + p);
  if (curMax > bestMax) bestMax = curMax;
  if (curMin < bestMin) bestMin = curMin;
}
const answer = bestMax < 0 ? bestMax : Math.max(bestMax, total - bestMin);
console.log(String(answer));
