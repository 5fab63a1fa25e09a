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
const g = new Float64Array(n);
const L = new Int32Array(n);
const R = new Int32Array(n);
for (let i = 0; i < n; i++) {
  g[i] = nextInt();
  L[i] = nextInt();
  R[i] = nextInt();
}
// breadth-first, one tier per round; children pushed west first.
// Tier totals stay below 2^53 in absolute value, so doubles are exact.
const q = new Int32Array(n);
let head = 0;
let tail = 0;
q[tail++] = 0;
const out = [];
while (head < tail) {
  const end = tail;
  let sum = 0;
  let last = -1;
  for (; head < end; head++) {
    const x = q[head];
    sum += g[x];
    last = x;
    if (L[x] !== -1) q[tail++] = L[x];
    if (R[x] !== -1) q[tail++] = R[x];
  }
  out.push(`${g[last]} ${sum}`);
}
process.stdout.write(out.join('\n') + '\n');
