'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// lines[i] = [u, v, w, heritage]. Heritage lines are paid for and merged first (even when they
// close a cycle); then Kruskal adds the cheapest other lines that join two groups.
// Totals stay below 2^53, so plain numbers are exact.
function networkCost(n, lines) {
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
  const unite = (a, b) => {
    a = findRoot(a);
    b = findRoot(b);
    if (a === b) return false;
    if (size[a] < size[b]) [a, b] = [b, a];
    parent[b] = a;
    size[a] += size[b];
    return true;
  };
  let total = 0;
  let groups = n;
  const rest = [];
  for (const l of lines) {
    if (l[3] === 1) {
      total += l[2];
      if (unite(l[0], l[1])) groups--;
    } else {
      rest.push(l);
    }
  }
  rest.sort((a, b) => a[2] - b[2]);
  for (const l of rest) {
    if (groups === 1) break;
    if (unite(l[0], l[1])) {
      total += l[2];
      groups--;
    }
  }
  return groups === 1 ? total : -1;
}

const t = data.split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = t[0];
const m = t[1];
const lines = [];
for (let i = 0; i < m; i++) lines.push([t[2 + 4 * i], t[3 + 4 * i], t[4 + 4 * i], t[5 + 4 * i]]);
process.stdout.write(`${networkCost(n, lines)}\n`);
