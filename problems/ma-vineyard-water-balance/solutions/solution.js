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

// prefix sums stay within +-10^9 and counts below 2^53, so plain numbers are exact
const n = nextInt();
const k = nextInt();
const seen = new Map();
seen.set(0, 1);
let prefix = 0;
let count = 0;
for (let i = 0; i < n; i++) {
  prefix += nextInt();
  const c = seen.get(prefix - k);
  if (c !== undefined) count += c;
  seen.set(prefix, (seen.get(prefix) || 0) + 1);
}
console.log(String(count));
