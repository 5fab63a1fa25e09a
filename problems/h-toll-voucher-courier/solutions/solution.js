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
const k = nextInt();
const eu = new Int32Array(m);
const ev = new Int32Array(m);
const ew = new Float64Array(m);
const start = new Int32Array(n + 1);
for (let i = 0; i < m; i++) {
  eu[i] = nextInt();
  ev[i] = nextInt();
  ew[i] = nextInt();
  start[eu[i] + 1]++;
  start[ev[i] + 1]++;
}
for (let i = 0; i < n; i++) start[i + 1] += start[i];
const to = new Int32Array(2 * m);
const wt = new Float64Array(2 * m);
const fill = start.slice(0, n);
for (let i = 0; i < m; i++) {
  to[fill[eu[i]]] = ev[i];
  wt[fill[eu[i]]++] = ew[i];
  to[fill[ev[i]]] = eu[i];
  wt[fill[ev[i]]++] = ew[i];
}
const K = k + 1;
// distances stay below 2^53, so doubles are exact
const dist = new Float64Array(n * K).fill(Infinity);
// binary min-heap of (distance, state)
let hd = new Float64Array(1 << 16);
let hs = new Int32Array(1 << 16);
let size = 0;
function push(d, s) {
  if (size === hd.length) {
    const nd = new Float64Array(size * 2);
    nd.set(hd);
    hd = nd;
    const ns = new Int32Array(size * 2);
    ns.set(hs);
    hs = ns;
  }
  let i = size++;
  while (i > 0) {
    const p = (i - 1) >> 1;
    if (hd[p] <= d) break;
    hd[i] = hd[p];
    hs[i] = hs[p];
    i = p;
  }
  hd[i] = d;
  hs[i] = s;
}
function pop() {
  const d = hd[--size];
  const s = hs[size];
  let i = 0;
  for (;;) {
    const l = 2 * i + 1;
    if (l >= size) break;
    const c = l + 1 < size && hd[l + 1] < hd[l] ? l + 1 : l;
    if (hd[c] >= d) break;
    hd[i] = hd[c];
    hs[i] = hs[c];
    i = c;
  }
  hd[i] = d;
  hs[i] = s;
}
dist[0] = 0;
push(0, 0);
while (size > 0) {
  const d = hd[0];
  const s = hs[0];
  pop();
  if (d > dist[s]) continue;
  const u = (s / K) | 0;
  const used = s - u * K;
  for (let e = start[u]; e < start[u + 1]; e++) {
    const t = to[e] * K + used;
    const nd = d + wt[e];
    if (nd < dist[t]) {
      dist[t] = nd;
      push(nd, t);
    }
    if (used < k && d < dist[t + 1]) {
      dist[t + 1] = d;
      push(d, t + 1);
    }
  }
}
let best = Infinity;
for (let j = 0; j < K; j++) best = Math.min(best, dist[(n - 1) * K + j]);
console.log(best === Infinity ? '-1' : String(best));
