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
const m = nextInt();
const eu = new Int32Array(m);
const ev = new Int32Array(m);
const indeg = new Int32Array(n);
const start = new Int32Array(n + 1);
for (let i = 0; i < m; i++) {
  eu[i] = nextInt();
  ev[i] = nextInt();
  start[eu[i] + 1]++;
  indeg[ev[i]]++;
}
for (let i = 0; i < n; i++) start[i + 1] += start[i];
const to = new Int32Array(m);
const fill = start.slice(0, n);
for (let i = 0; i < m; i++) to[fill[eu[i]]++] = ev[i];

const heap = new Int32Array(n);
let size = 0;
for (let v = 0; v < n; v++) if (indeg[v] === 0) heap[size++] = v; // increasing: a valid heap
const order = [];
while (size > 0) {
  const x = heap[0];
  heap[0] = heap[--size];
  let i = 0;
  for (;;) {
    const l = 2 * i + 1;
    const r = l + 1;
    let s = i;
    if (l < size && heap[l] < heap[s]) s = l;
    if (r < size && heap[r] < heap[s]) s = r;
    if (s === i) break;
    const t = heap[i];
    heap[i] = heap[s];
    heap[s] = t;
    i = s;
  }
  order.push(x);
  for (let e = start[x]; e < start[x + 1]; e++) {
    const y = to[e];
    if (--indeg[y] === 0) {
      let k = size++;
      heap[k] = y;
      while (k > 0 && heap[(k - 1) >> 1] > heap[k]) {
        const p = (k - 1) >> 1;
        const t = heap[p];
        heap[p] = heap[k];
        heap[k] = t;
        k = p;
      }
    }
  }
}
console.log(order.length < n ? 'IMPOSSIBLE' : order.join(' '));
