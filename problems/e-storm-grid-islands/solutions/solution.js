const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const m = data[1];
const parent = new Int32Array(n);
const size = new Int32Array(n).fill(1);
for (let i = 0; i < n; i++) parent[i] = i;
function find(x) {
  while (parent[x] !== x) {
    parent[x] = parent[parent[x]];
    x = parent[x];
  }
  return x;
}
let components = n;
for (let i = 0; i < m; i++) {
  let a = find(data[2 + 2 * i]);
  let b = find(data[3 + 2 * i]);
  if (a === b) continue;
  if (size[a] < size[b]) [a, b] = [b, a];
  parent[b] = a;
  size[a] += size[b];
  components--;
}
console.log(String(components));
