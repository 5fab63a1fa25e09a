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
const c = new Int32Array(n);
const L = new Int32Array(n);
const R = new Int32Array(n);
for (let i = 0; i < n; i++) {
  c[i] = nextInt();
  L[i] = nextInt();
  R[i] = nextInt();
}
// iterative in-order walk: the sorted list and every node's position in it
const order = new Int32Array(n);
const at = new Int32Array(n);
const st = new Int32Array(n);
let top = 0;
let cnt = 0;
let cur = 0;
while (cur !== -1 || top > 0) {
  while (cur !== -1) { st[top++] = cur; cur = L[cur]; }
  cur = st[--top];
  at[cur] = cnt;
  order[cnt++] = c[cur];
  cur = R[cur];
}
// subtree sizes, children before parents (reverse breadth-first order)
const bfs = new Int32Array(n);
let tail = 1;
for (let h = 0; h < tail; h++) {
  const x = bfs[h];
  if (L[x] !== -1) bfs[tail++] = L[x];
  if (R[x] !== -1) bfs[tail++] = R[x];
}
const sz = new Int32Array(n).fill(1);
for (let i = n - 1; i >= 0; i--) {
  const x = bfs[i];
  if (L[x] !== -1) sz[x] += sz[L[x]];
  if (R[x] !== -1) sz[x] += sz[R[x]];
}
const q = nextInt();
const out = new Array(q);
for (let i = 0; i < q; i++) {
  const x = nextInt();
  const k = nextInt();
  if (k > sz[x]) out[i] = '-1';
  else out[i] = String(order[at[x] - (L[x] !== -1 ? sz[L[x]] : 0) + k - 1]);
}
process.stdout.write(out.join('\n') + '\n');
