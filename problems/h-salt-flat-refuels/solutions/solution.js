'use strict';
const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
const n = Number(tokens[0]);
const D = Number(tokens[1]);
let range = Number(tokens[2]);
// binary max-heap of the fuel of reached but unused depots
const heap = new Int32Array(n + 1);
let size = 0;
function push(v) {
  let i = size++;
  while (i > 0) {
    const p = (i - 1) >> 1;
    if (heap[p] >= v) break;
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
    if (c + 1 < size && heap[c + 1] > heap[c]) c++;
    if (heap[c] <= v) break;
    heap[i] = heap[c];
    i = c;
  }
  heap[i] = v;
  return top;
}
let stops = 0;
let answer = null;
for (let i = 0; i <= n && answer === null; i++) {
  const p = i < n ? Number(tokens[3 + 2 * i]) : D;
  while (range < p) {
    if (size === 0) { answer = -1; break; }
    range += pop();
    stops++;
  }
  if (answer === null && i < n) push(Number(tokens[4 + 2 * i]));
}
process.stdout.write(`${answer === null ? stops : answer}\n`);
