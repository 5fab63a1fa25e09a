const data = require('fs').readFileSync(0, 'latin1');
let p = 0;
function nextInt() {
  while (data.charCodeAt(p) < 48 || data.charCodeAt(p) > 57) p++;
  let v = 0;
  while (data.charCodeAt(p) >= 48 && data.charCodeAt(p) <= 57) v = v * 10 + (data.charCodeAt(p++) - 48);
  return v;
}
const r = nextInt();
const c = nextInt();
// 0 gravel, 1 hedge, 2 stone
const g = new Uint8Array(r * c);
for (let i = 0; i < r; i++) {
  let ch = data.charCodeAt(p);
  while (ch !== 46 && ch !== 35 && ch !== 88) ch = data.charCodeAt(++p);
  for (let j = 0; j < c; j++) {
    ch = data.charCodeAt(p++);
    g[i * c + j] = ch === 46 ? 0 : ch === 35 ? 1 : 2;
  }
}
const target = r * c - 1;
let answer = -1;
if (g[0] !== 2 && g[target] !== 2) {
  const INF = 0x7fffffff;
  const dist = new Int32Array(r * c).fill(INF);
  let cap = 1;
  while (cap < 4 * r * c + 4) cap <<= 1;
  const dq = new Int32Array(cap);
  const mask = cap - 1;
  let head = 0;
  let tail = 0;
  dist[0] = g[0];
  dq[tail++ & mask] = 0;
  while (head !== tail) {
    const u = dq[head++ & mask];
    const ur = (u / c) | 0;
    const uc = u - ur * c;
    for (let k = 0; k < 4; k++) {
      let v;
      if (k === 0) { if (ur + 1 >= r) continue; v = u + c; }
      else if (k === 1) { if (ur === 0) continue; v = u - c; }
      else if (k === 2) { if (uc + 1 >= c) continue; v = u + 1; }
      else { if (uc === 0) continue; v = u - 1; }
      const w = g[v];
      if (w === 2) continue;
      if (dist[u] + w < dist[v]) {
        dist[v] = dist[u] + w;
        if (w === 0) dq[--head & mask] = v;
        else dq[tail++ & mask] = v;
      }
    }
  }
  if (dist[target] !== INF) answer = dist[target];
}
console.log(answer);
