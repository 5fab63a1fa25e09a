const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const t = data[1]; // up to 10^15 < 2^53: exact as a number
let sum = 0;
let best = 0;
let l = 0;
for (let r = 0; r < n; r++) {
  sum += data[2 + r];
  while (sum >= t) {
    if (best === 0 || r - l + 1 < best) best = r - l + 1;
    sum -= data[2 + l];
    l++;
  }
}
console.log(String(best));
