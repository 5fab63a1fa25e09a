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

// Return the minimum number of stamps (values may be reused) that add up to exactly `amount`,
// or -1 if it is impossible.
function fewestStamps(values, amount) {
  // TODO: implement
  return 0;
}

const n = nextInt();
const amount = nextInt();
const values = [];
for (let i = 0; i < n; i++) values.push(nextInt());
console.log(String(fewestStamps(values, amount)));
