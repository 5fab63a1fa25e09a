const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
// totals stay below 2^53 in absolute value, so plain numbers are exact
let take = -Infinity;
let skip = 0;
for (let i = 0; i < n; i++) {
  const ntake = skip + data[1 + i];
  const nskip = Math.max(skip, take);
  take = ntake;
  skip = nskip;
}
console.log(String(Math.max(take, skip)));
