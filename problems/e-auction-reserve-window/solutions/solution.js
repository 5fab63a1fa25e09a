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

const n = nextInt();
const p = new Float64Array(n);
const L = new Int32Array(n);
const R = new Int32Array(n);
for (let i = 0; i < n; i++) {
  p[i] = nextInt();
  L[i] = nextInt();
  R[i] = nextInt();
}
const lo = nextInt();
const hi = nextInt();
let count = 0;
let sum = 0; // at most 5 * 10^13: exact in a double
const st = new Int32Array(n + 1);
let top = 0;
if (n > 0) st[top++] = 0;
while (top > 0) {
  const x = st[--top];
  if (p[x] < lo) {
    if (R[x] !== -1) st[top++] = R[x];
  } else if (p[x] > hi) {
    if (L[x] !== -1) st[top++] = L[x];
  } else {
    count++;
    sum += p[x];
    if (L[x] !== -1) st[top++] = L[x];
    if (R[x] !== -1) st[top++] = R[x];
  }
}
console.log(`${count} ${sum}`);
