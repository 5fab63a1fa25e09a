const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
// Sums stay below 10^14 in absolute value: exact in a double.
let total = 0;
let battery = 0;
let start = 0;
for (let i = 0; i < n; i++) {
  const g = data[1 + i] - data[1 + n + i];
  total += g;
  battery += g;
  if (battery < 0) {
    start = i + 1;
    battery = 0;
  }
}
console.log(String(total < 0 ? -1 : start));
