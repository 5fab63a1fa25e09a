const data = require('fs').readFileSync(0, 'utf8');
let pos = 0;
function next() {
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

const n = next();
const m = next();
const eu = new Int32Array(m);
const ev = new Int32Array(m);
const start = new Int32Array(n + 1);
for (let i = 0; i < m; i++) {
  eu[i] = next();
  ev[i] = next();
  start[eu[i] + 1]++;
}
for (let i = 0; i < n; i++) start[i + 1] += start[i];
const fill = start.slice(0, n);
const to = new Int32Array(Math.max(1, m));
for (let i = 0; i < m; i++) to[fill[eu[i]]++] = ev[i];
// BFS over the keys from the open vault 0
const open = new Uint8Array(n);
const queue = new Int32Array(n);
let head = 0;
let tail = 0;
open[0] = 1;
queue[tail++] = 0;
while (head < tail) {
  const u = queue[head++];
  for (let e = start[u]; e < start[u + 1]; e++) {
    const v = to[e];
    if (!open[v]) {
      open[v] = 1;
      queue[tail++] = v;
    }
  }
}
let first = -1;
for (let i = 0; i < n; i++) {
  if (!open[i]) {
    first = i;
    break;
  }
}
console.log(`${tail} ${first}`);
