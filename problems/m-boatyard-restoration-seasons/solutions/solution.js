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
const season = new Int32Array(n).fill(1);
const queue = new Int32Array(n);
let tail = 0;
for (let v = 0; v < n; v++) if (indeg[v] === 0) queue[tail++] = v;
let best = 0;
for (let head = 0; head < tail; head++) {
  const u = queue[head];
  if (season[u] > best) best = season[u];
  for (let e = start[u]; e < start[u + 1]; e++) {
    const v = to[e];
    if (season[u] + 1 > season[v]) season[v] = season[u] + 1;
    if (--indeg[v] === 0) queue[tail++] = v;
  }
}
console.log(tail < n ? -1 : best);
