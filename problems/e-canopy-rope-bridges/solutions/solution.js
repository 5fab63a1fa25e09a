const data = require('fs').readFileSync(0);
let p = 0;
function next() {
  while (data[p] < 48 || data[p] > 57) p++;
  let r = 0;
  while (p < data.length && data[p] >= 48 && data[p] <= 57) r = r * 10 + (data[p++] - 48);
  return r;
}

const n = next();
const m = next();
const q = next();
const parent = new Int32Array(n);
const size = new Int32Array(n).fill(1);
for (let i = 0; i < n; i++) parent[i] = i;
function find(x) {
  let r = x;
  while (parent[r] !== r) r = parent[r];
  while (parent[x] !== r) { const nx = parent[x]; parent[x] = r; x = nx; } // path compression
  return r;
}
for (let i = 0; i < m; i++) {
  let a = find(next());
  let b = find(next());
  if (a === b) continue;
  if (size[a] < size[b]) { const t = a; a = b; b = t; }
  parent[b] = a; // union by size
  size[a] += size[b];
}
const out = Buffer.alloc(q + 1);
for (let k = 0; k < q; k++) {
  const a = next();
  const b = next();
  out[k] = find(a) === find(b) ? 89 : 78; // 'Y' : 'N'
}
out[q] = 10;
process.stdout.write(out);
