const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const k = data[1];
let w = data[2]; // stays below 2^53
const c = data.slice(3, 3 + n);
const p = data.slice(3 + n, 3 + 2 * n);
const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => c[a] - c[b]);
const heap = new Float64Array(n); // max-heap of profits
let size = 0;
let ptr = 0;
let taken = 0;
for (let round = 0; round < k; round++) {
  while (ptr < n && c[order[ptr]] <= w) {
    const v = p[order[ptr++]];
    let i = size++;
    heap[i] = v;
    while (i > 0) {
      const par = (i - 1) >> 1;
      if (heap[par] >= heap[i]) break;
      const t = heap[par]; heap[par] = heap[i]; heap[i] = t;
      i = par;
    }
  }
  if (size === 0) break;
  w += heap[0];
  taken++;
  size--;
  heap[0] = heap[size];
  let i = 0;
  for (;;) {
    const l = 2 * i + 1;
    const r = l + 1;
    let m = i;
    if (l < size && heap[l] > heap[m]) m = l;
    if (r < size && heap[r] > heap[m]) m = r;
    if (m === i) break;
    const t = heap[m]; heap[m] = heap[i]; heap[i] = t;
    i = m;
  }
}
console.log(`${w} ${taken}`);
