'use strict';
const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
const n = Number(tokens[0]);
const a = new Int32Array(n);
const d = new Int32Array(n);
for (let i = 0; i < n; i++) {
  a[i] = Number(tokens[1 + 2 * i]);
  d[i] = Number(tokens[2 + 2 * i]);
}
const SHIFT = 131072; // 2^17 > n
// customers sorted by arrival: keys a * 2^17 + number
const byArrival = new Float64Array(n);
for (let i = 0; i < n; i++) byArrival[i] = a[i] * SHIFT + i;
byArrival.sort();
// min-heap of waiting customers keyed by d * 2^17 + number
const heap = new Float64Array(n);
let size = 0;
function push(v) {
  let i = size++;
  while (i > 0) {
    const p = (i - 1) >> 1;
    if (heap[p] <= v) break;
    heap[i] = heap[p];
    i = p;
  }
  heap[i] = v;
}
function pop() {
  const top = heap[0];
  const v = heap[--size];
  let i = 0;
  for (;;) {
    let c = 2 * i + 1;
    if (c >= size) break;
    if (c + 1 < size && heap[c + 1] < heap[c]) c++;
    if (heap[c] >= v) break;
    heap[i] = heap[c];
    i = c;
  }
  heap[i] = v;
  return top;
}
let now = 0;
let next = 0;
const order = new Array(n);
for (let served = 0; served < n; served++) {
  if (size === 0) now = Math.max(now, Math.floor(byArrival[next] / SHIFT));
  while (next < n && Math.floor(byArrival[next] / SHIFT) <= now) {
    const who = byArrival[next] % SHIFT;
    push(d[who] * SHIFT + who);
    next++;
  }
  const who = pop() % SHIFT;
  now += d[who];
  order[served] = who + 1;
}
process.stdout.write(order.join(' ') + '\n');
