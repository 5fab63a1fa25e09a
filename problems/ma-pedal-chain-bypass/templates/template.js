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

// For every i, return the product of all gains except gains[i], reduced modulo 1000000007
// into the range [0, 1000000007). Gains can be negative or zero.
// Careful: a product of two numbers near 10^9 is not exact as a JavaScript number
// (use BigInt or split the multiplication).
function bypassGains(gains) {
  // TODO: implement
  return new Array(gains.length).fill(0);
}

const n = nextInt();
const gains = new Array(n);
for (let i = 0; i < n; i++) gains[i] = nextInt();
console.log(bypassGains(gains).join(' '));
