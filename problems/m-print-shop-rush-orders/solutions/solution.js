const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const d = new Float64Array(n);
const p = new Float64Array(n);
for (let i = 0; i < n; i++) { d[i] = data[1 + 2 * i]; p[i] = data[2 + 2 * i]; }
const idx = Array.from({ length: n }, (_, i) => i).sort((x, y) => d[x] - d[y]);
// binary min-heap of fees (1-based)
const heap = new Float64Array(n + 1);
let size = 0;
let total = 0; // at most 10^14: exact in a double
for (const i of idx) {
  let pos = ++size;
  heap[pos] = p[i];
  while (pos > 1 && heap[pos >> 1] > heap[pos]) {
    const t = heap[pos]; heap[pos] = heap[pos >> 1]; heap[pos >> 1] = t;
    pos >>= 1;
  }
  total += p[i];
  if (size > d[i]) {
    total -= heap[1];
    heap[1] = heap[size--];
    pos = 1;
    for (;;) {
      let c = pos << 1;
      if (c > size) break;
      if (c + 1 <= size && heap[c + 1] < heap[c]) c++;
      if (heap[c] >= heap[pos]) break;
      const t = heap[pos]; heap[pos] = heap[c]; heap[c] = t;
      pos = c;
    }
  }
}
console.log(String(total));
