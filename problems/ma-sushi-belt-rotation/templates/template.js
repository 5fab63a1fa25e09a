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

// Return the plates in belt order after the belt has moved k positions to the right.
// k is a BigInt (it can be as large as 10^18, beyond the exact range of ordinary numbers).
function rotateBelt(plates, k) {
  // TODO: implement
  return plates;
}

const n = nextInt();
const k = BigInt(nextToken());
const plates = new Array(n);
for (let i = 0; i < n; i++) plates[i] = nextInt();
console.log(rotateBelt(plates, k).join(' '));
