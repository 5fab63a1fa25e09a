const data = require('fs').readFileSync(0, 'utf8');
let pos = 0;
function nextInt() {
  while (pos < data.length) {
    const c = data.charCodeAt(pos);
    if (c === 45 || (c >= 48 && c <= 57)) break;
    pos++;
  }
  let neg = false;
  if (data.charCodeAt(pos) === 45) {
    neg = true;
    pos++;
  }
  let r = 0;
  while (pos < data.length) {
    const c = data.charCodeAt(pos);
    if (c < 48 || c > 57) break;
    r = r * 10 + (c - 48);
    pos++;
  }
  return neg ? -r : r;
}

const MOD = 1000000007;
// (a * b) % MOD for 0 <= a, b < MOD without leaving the exact range of doubles
function mulmod(a, b) {
  return (((a * (b >>> 15)) % MOD) * 32768 + a * (b & 32767)) % MOD;
}
const n = nextInt();
const g = new Array(n);
for (let i = 0; i < n; i++) g[i] = ((nextInt() % MOD) + MOD) % MOD;
const ans = new Array(n);
let left = 1;
for (let i = 0; i < n; i++) {
  ans[i] = left;
  left = mulmod(left, g[i]);
}
let right = 1;
for (let i = n - 1; i >= 0; i--) {
  ans[i] = mulmod(ans[i], right);
  right = mulmod(right, g[i]);
}
console.log(ans.join(' '));
