const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const cnt = new Array(20).fill(0);
for (let i = 1; i <= n; i++) {
  const x = data[i];
  for (let b = 0; b < 20; b++) cnt[b] += (x >> b) & 1;
}
let total = 0; // at most 5 * 10^10: exact in a double
for (let b = 0; b < 20; b++) total += cnt[b] * (n - cnt[b]);
console.log(String(total));
