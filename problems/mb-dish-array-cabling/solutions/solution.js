'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// Kruskal: take edges by increasing cost, skipping those that would close a cycle (union-find).
// edges[i] = [u, v, w]
function cableCost(n, edges) {
  const parent = new Int32Array(n);
  const size = new Int32Array(n).fill(1);
  for (let i = 0; i < n; i++) parent[i] = i;
  const find = (x) => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  edges.sort((a, b) => a[2] - b[2]);
  let total = 0;
  let joined = 0;
  for (const [u, v, w] of edges) {
    let a = find(u);
    let b = find(v);
    if (a === b) continue;
    if (size[a] < size[b]) [a, b] = [b, a];
    parent[b] = a;
    size[a] += size[b];
    total += w;
    joined++;
  }
  return joined === n - 1 ? total : -1;
}

const t = data.split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = t[0];
const m = t[1];
const edges = [];
for (let i = 0; i < m; i++) edges.push([t[2 + 3 * i], t[3 + 3 * i], t[4 + 3 * i]]);
process.stdout.write(`${cableCost(n, edges)}\n`);
