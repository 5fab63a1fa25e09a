const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
// width ascending, then height descending, encoded as one number for a fast typed-array sort
const key = new Float64Array(n);
for (let i = 0; i < n; i++) key[i] = data[1 + 2 * i] * 200001 + (200000 - data[2 + 2 * i]);
key.sort();
const tails = new Int32Array(n);
let len = 0;
for (let i = 0; i < n; i++) {
  const h = 200000 - (key[i] % 200001);
  let lo = 0;
  let hi = len;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tails[mid] >= h) hi = mid;
    else lo = mid + 1;
  }
  tails[lo] = h;
  if (lo === len) len++;
}
console.log(String(len));
