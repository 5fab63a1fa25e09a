const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);
const n = Number(data[0]);
// totals stay below 2^53 (at most 2 * 10^14), so plain numbers are exact
let cur = 0;
let best = -Infinity;
for (let i = 1; i <= n; i++) {
  const v = Number(data[i]);
  cur = (cur > 0 ? cur : 0) + v; // best run ending today
  if (cur > best) best = cur;
}
console.log(String(best));
