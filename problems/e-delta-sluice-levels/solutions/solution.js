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
const par = new Int32Array(n);
const start = new Int32Array(n + 1);
for (let i = 1; i < n; i++) {
  par[i] = next();
  start[par[i] + 1]++;
}
for (let i = 0; i < n; i++) start[i + 1] += start[i];
const fill = start.slice(0, n);
const child = new Int32Array(Math.max(1, n - 1));
for (let i = 1; i < n; i++) child[fill[par[i]]++] = i;
// BFS from the reservoir; a child's level is its parent's level + 1
const level = new Int32Array(n);
const queue = new Int32Array(n);
const cnt = new Float64Array(n);
let head = 0;
let tail = 0;
queue[tail++] = 0;
while (head < tail) {
  const u = queue[head++];
  cnt[level[u]]++;
  for (let e = start[u]; e < start[u + 1]; e++) {
    level[child[e]] = level[u] + 1;
    queue[tail++] = child[e];
  }
}
const q = next();
const out = new Array(q);
for (let j = 0; j < q; j++) {
  const k = next();
  out[j] = k < n ? cnt[k] : 0;
}
process.stdout.write(out.join(' ') + '\n');
