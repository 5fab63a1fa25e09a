const data = require('fs').readFileSync(0, 'utf8');
let pos = 0;
function nextInt() {
  while (pos < data.length) {
    const c = data.charCodeAt(pos);
    if (c >= 48 && c <= 57) break;
    pos++;
  }
  let r = 0;
  while (pos < data.length) {
    const c = data.charCodeAt(pos);
    if (c < 48 || c > 57) break;
    r = r * 10 + (c - 48);
    pos++;
  }
  return r;
}
const n = nextInt();
const W = nextInt();
const w = new Float64Array(n);
for (let i = 0; i < n; i++) w[i] = nextInt();
// counts stay below 2^53, so plain numbers are exact
let count = 0;
let l = 0;
let r = n - 1;
while (l < r) {
  if (w[l] + w[r] <= W) {
    count += r - l;
    l++;
  } else {
    r--;
  }
}
console.log(String(count));
