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
const par = new Int32Array(n).fill(-1);
const first = new Int32Array(n).fill(-1);
const nxt = new Int32Array(n).fill(-1);
for (let i = 1; i < n; i++) {
  par[i] = nextInt();
  nxt[i] = first[par[i]];
  first[par[i]] = i;
}
const order = new Int32Array(n);
const depth = new Int32Array(n);
let tail = 1;
for (let h = 0; h < tail; h++) {
  const x = order[h];
  for (let c = first[x]; c !== -1; c = nxt[c]) {
    depth[c] = depth[x] + 1;
    order[tail++] = c;
  }
}
const size = new Float64Array(n).fill(1);
for (let i = n - 1; i >= 1; i--) size[par[order[i]]] += size[order[i]];
const D = new Float64Array(n); // at most 1.25 * 10^9: exact
for (let x = 0; x < n; x++) D[0] += depth[x];
for (let i = 1; i < n; i++) {
  const c = order[i];
  D[c] = D[par[c]] + n - 2 * size[c];
}
console.log(Array.from(D).join(' '));
