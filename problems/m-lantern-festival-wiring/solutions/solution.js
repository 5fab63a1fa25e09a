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
const x = new Float64Array(n);
const y = new Float64Array(n);
for (let i = 0; i < n; i++) {
  x[i] = nextInt();
  y[i] = nextInt();
}
// distances and the total (< 2^53) are exact as doubles
const dist = new Float64Array(n).fill(Infinity);
const inTree = new Uint8Array(n);
dist[0] = 0;
let total = 0;
for (let step = 0; step < n; step++) {
  let u = -1;
  for (let v = 0; v < n; v++) if (!inTree[v] && (u < 0 || dist[v] < dist[u])) u = v;
  inTree[u] = 1;
  total += dist[u];
  const xu = x[u];
  const yu = y[u];
  for (let v = 0; v < n; v++) {
    if (inTree[v]) continue;
    const d = Math.abs(xu - x[v]) + Math.abs(yu - y[v]);
    if (d < dist[v]) dist[v] = d;
  }
}
console.log(String(total));
