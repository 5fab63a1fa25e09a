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

// Return the number of stretches of consecutive days whose balances add up to exactly k.
// (All sums and counts here stay below 2^53, so plain numbers are exact.)
function countBalancedStretches(balance, k) {
  // TODO: implement
  return 0;
}

const n = nextInt();
const k = nextInt();
const balance = new Array(n);
for (let i = 0; i < n; i++) balance[i] = nextInt();
console.log(String(countBalancedStretches(balance, k)));
