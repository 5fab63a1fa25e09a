const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const k = data[1];
const cnt = new Int32Array(1 << 20);
cnt[0] = 1;
let prefix = 0;
let total = 0; // at most about 2 * 10^10: exact in a double
for (let i = 0; i < n; i++) {
  prefix ^= data[2 + i];
  total += cnt[prefix ^ k];
  cnt[prefix]++;
}
console.log(String(total));
