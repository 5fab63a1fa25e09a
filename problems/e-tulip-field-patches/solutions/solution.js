const data = require('fs').readFileSync(0);
let p = 0;
function next() {
  while (data[p] < 48 || data[p] > 57) p++;
  let r = 0;
  while (p < data.length && data[p] >= 48 && data[p] <= 57) r = r * 10 + (data[p++] - 48);
  return r;
}

const r = next();
const c = next();
const n = r * c;
const g = new Uint8Array(n);
for (let i = 0; i < r; i++) {
  while (data[p] < 97 || data[p] > 122) p++;
  for (let j = 0; j < c; j++) g[i * c + j] = data[p++];
}
const label = new Int32Array(n).fill(-1);
const size = new Int32Array(n);
const queue = new Int32Array(n);
let ids = 0;
for (let s = 0; s < n; s++) {
  if (label[s] >= 0) continue;
  const id = ids++;
  let head = 0;
  let tail = 0;
  label[s] = id;
  queue[tail++] = s;
  while (head < tail) {
    const x = queue[head++];
    const i = (x / c) | 0;
    const j = x - i * c;
    const col = g[x];
    if (i > 0 && label[x - c] < 0 && g[x - c] === col) { label[x - c] = id; queue[tail++] = x - c; }
    if (i + 1 < r && label[x + c] < 0 && g[x + c] === col) { label[x + c] = id; queue[tail++] = x + c; }
    if (j > 0 && label[x - 1] < 0 && g[x - 1] === col) { label[x - 1] = id; queue[tail++] = x - 1; }
    if (j + 1 < c && label[x + 1] < 0 && g[x + 1] === col) { label[x + 1] = id; queue[tail++] = x + 1; }
  }
  size[id] = tail;
}
const q = next();
const out = new Array(q);
for (let k = 0; k < q; k++) {
  const i = next();
  const j = next();
  out[k] = size[label[i * c + j]];
}
process.stdout.write(out.join(' ') + '\n');
