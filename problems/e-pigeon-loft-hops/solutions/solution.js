const data = require('fs').readFileSync(0);
let p = 0;
function next() {
  while (data[p] < 48 || data[p] > 57) p++;
  let r = 0;
  while (p < data.length && data[p] >= 48 && data[p] <= 57) r = r * 10 + (data[p++] - 48);
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
  start[ev[i] + 1]++;
}
for (let i = 0; i < n; i++) start[i + 1] += start[i];
const fill = start.slice(0, n);
const to = new Int32Array(Math.max(1, 2 * m));
for (let i = 0; i < m; i++) {
  to[fill[eu[i]]++] = ev[i];
  to[fill[ev[i]]++] = eu[i];
}
const s = next();
const t = next();
// BFS from s: lofts leave the queue in order of their distance
const dist = new Int32Array(n).fill(-1);
const queue = new Int32Array(n);
let head = 0;
let tail = 0;
dist[s] = 0;
queue[tail++] = s;
while (head < tail && dist[t] < 0) {
  const x = queue[head++];
  for (let e = start[x]; e < start[x + 1]; e++) {
    const y = to[e];
    if (dist[y] < 0) {
      dist[y] = dist[x] + 1;
      queue[tail++] = y;
    }
  }
}
console.log(String(dist[t]));
