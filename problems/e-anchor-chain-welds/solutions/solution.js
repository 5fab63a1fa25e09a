'use strict';
const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
const n = Number(tokens[0]);

// Huffman greedy: always weld the two shortest pieces. A binary min-heap in a typed array.
const heap = new Float64Array(n + 1);
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
for (let i = 1; i <= n; i++) push(Number(tokens[i]));
let cost = 0;
while (size > 1) {
  const x = pop();
  const y = pop();
  cost += x + y;
  push(x + y);
}
process.stdout.write(`${cost}\n`);
