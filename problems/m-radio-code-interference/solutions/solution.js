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
const BITS = 16;
const n = nextInt();
const a = new Int32Array(n);
for (let i = 0; i < n; i++) a[i] = nextInt();
const c0 = new Int32Array(n * BITS + 1);
const c1 = new Int32Array(n * BITS + 1);
let nodes = 1;
for (let i = 0; i < n; i++) {
  const x = a[i];
  let v = 0;
  for (let b = BITS - 1; b >= 0; b--) {
    if (((x >> b) & 1) === 0) {
      if (c0[v] === 0) c0[v] = nodes++;
      v = c0[v];
    } else {
      if (c1[v] === 0) c1[v] = nodes++;
      v = c1[v];
    }
  }
}
let best = 0;
for (let i = 0; i < n; i++) {
  const x = a[i];
  let v = 0;
  let cur = 0;
  for (let b = BITS - 1; b >= 0; b--) {
    const bit = (x >> b) & 1;
    const other = bit === 0 ? c1[v] : c0[v];
    if (other !== 0) {
      cur |= 1 << b;
      v = other;
    } else v = bit === 0 ? c0[v] : c1[v];
  }
  if (cur > best) best = cur;
}
const cnt = new Float64Array(1 << BITS);
for (let i = 0; i < n; i++) cnt[a[i]]++;
let pairs = 0;
if (best === 0) pairs = (n * (n - 1)) / 2;
else for (let x = 0; x < 1 << BITS; x++) if (x < (x ^ best)) pairs += cnt[x] * cnt[x ^ best];
console.log(`${best} ${pairs}`); // pairs < 2^53, exact as a double
