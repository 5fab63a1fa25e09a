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

function nextToken() {
  while (pos < data.length && data.charCodeAt(pos) <= 32) pos++;
  const st = pos;
  while (pos < data.length && data.charCodeAt(pos) > 32) pos++;
  return data.slice(st, pos);
}

const n = nextInt();
// k can be up to 10^18, beyond the exact range of JavaScript numbers: reduce it with BigInt
const shift = Number(BigInt(nextToken()) % BigInt(n));
const a = new Int32Array(n);
for (let i = 0; i < n; i++) a[i] = nextInt();
const res = new Array(n);
for (let i = 0; i < n; i++) res[i] = a[(i - shift + n) % n];
console.log(res.join(' '));
