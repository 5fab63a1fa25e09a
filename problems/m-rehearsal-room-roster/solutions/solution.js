const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const s = new Float64Array(n);
const e = new Float64Array(n);
for (let i = 0; i < n; i++) {
  s[i] = data[1 + 2 * i];
  e[i] = data[2 + 2 * i];
}
const order = Array.from({ length: n }, (_, i) => i);
order.sort((a, b) => s[a] - s[b] || a - b);
const SHIFT = 131072; // 2^17 > n: key = end * SHIFT + room stays below 2^53
function makeHeap() { return { h: new Float64Array(n), size: 0 }; }
function push(H, v) {
  const h = H.h;
  let i = H.size++;
  h[i] = v;
  while (i > 0) {
    const p = (i - 1) >> 1;
    if (h[p] <= h[i]) break;
    const t = h[p]; h[p] = h[i]; h[i] = t;
    i = p;
  }
}
function pop(H) {
  const h = H.h;
  const top = h[0];
  const m0 = --H.size;
  h[0] = h[m0];
  let i = 0;
  for (;;) {
    const l = 2 * i + 1;
    const r = l + 1;
    let m = i;
    if (l < m0 && h[l] < h[m]) m = l;
    if (r < m0 && h[r] < h[m]) m = r;
    if (m === i) break;
    const t = h[m]; h[m] = h[i]; h[i] = t;
    i = m;
  }
  return top;
}
const busy = makeHeap();
const free = makeHeap();
const room = new Array(n);
let k = 0;
for (const i of order) {
  while (busy.size > 0 && Math.floor(busy.h[0] / SHIFT) <= s[i]) {
    const top = pop(busy);
    push(free, top % SHIFT);
  }
  const r = free.size > 0 ? pop(free) : ++k;
  room[i] = r;
  push(busy, e[i] * SHIFT + r);
}
process.stdout.write(`${k}\n${room.join(' ')}\n`);
