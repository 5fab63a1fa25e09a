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
const m = n - 1;
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
  to[fill[eu[i]]] = ev[i]; wt[fill[eu[i]]++] = ew[i];
  to[fill[ev[i]]] = eu[i]; wt[fill[ev[i]]++] = ew[i];
}
// breadth-first order from hut 0; lengths stay below 2^53, exact in doubles
const order = new Int32Array(n);
const par = new Int32Array(n).fill(-1);
const up = new Float64Array(n);
par[0] = 0;
let tail = 1;
for (let h = 0; h < tail; h++) {
  const x = order[h];
  for (let e = start[x]; e < start[x + 1]; e++) {
    const y = to[e];
    if (par[y] === -1) {
      par[y] = x;
      up[y] = wt[e];
      order[tail++] = y;
    }
  }
}
const best1 = new Float64Array(n);
const best2 = new Float64Array(n);
let answer = 0;
for (let i = n - 1; i >= 0; i--) {
  const x = order[i];
  if (best1[x] + best2[x] > answer) answer = best1[x] + best2[x];
  if (x === 0) break;
  const branch = best1[x] + up[x];
  const p = par[x];
  if (branch > best1[p]) { best2[p] = best1[p]; best1[p] = branch; }
  else if (branch > best2[p]) best2[p] = branch;
}
console.log(String(answer));
