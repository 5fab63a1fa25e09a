'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// Union-find over the huts: a rope whose two huts already share a root closes a loop.
function firstLoopRope(n, ropes) {
  const parent = new Int32Array(n);
  const size = new Int32Array(n).fill(1);
  for (let i = 0; i < n; i++) parent[i] = i;
  const findRoot = (x) => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  for (let i = 0; i < ropes.length; i++) {
    let a = findRoot(ropes[i][0]);
    let b = findRoot(ropes[i][1]);
    if (a === b) return i + 1;
    if (size[a] < size[b]) [a, b] = [b, a];
    parent[b] = a;
    size[a] += size[b];
  }
  return -1;
}

const t = data.split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = t[0];
const m = t[1];
const ropes = [];
for (let i = 0; i < m; i++) ropes.push([t[2 + 2 * i], t[3 + 2 * i]]);
process.stdout.write(`${firstLoopRope(n, ropes)}\n`);
