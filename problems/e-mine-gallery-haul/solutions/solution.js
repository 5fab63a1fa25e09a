const data = require('fs').readFileSync(0);
let p = 0;
function next() {
  while (data[p] !== 45 && (data[p] < 48 || data[p] > 57)) p++;
  let neg = false;
  if (data[p] === 45) {
    neg = true;
    p++;
  }
  let r = 0;
  while (p < data.length && data[p] >= 48 && data[p] <= 57) r = r * 10 + (data[p++] - 48);
  return neg ? -r : r;
}

const n = next();
const v = new Float64Array(n);
for (let i = 0; i < n; i++) v[i] = next();
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
// BFS from the entrance: S[child] = S[parent] + v[child]. |S| <= 10^14 < 2^53, so doubles
// hold every sum exactly.
const S = new Float64Array(n);
const queue = new Int32Array(n);
let head = 0;
let tail = 0;
S[0] = v[0];
queue[tail++] = 0;
let best = -Infinity;
while (head < tail) {
  const x = queue[head++];
  if (start[x] === start[x + 1] && S[x] > best) best = S[x]; // a dead end
  for (let e = start[x]; e < start[x + 1]; e++) {
    S[child[e]] = S[x] + v[child[e]];
    queue[tail++] = child[e];
  }
}
console.log(String(best));
