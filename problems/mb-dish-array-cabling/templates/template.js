'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// edges[i] = [u, v, w]. Return the minimum total cost of edges linking all n vertices,
// or -1 if impossible. (Totals stay below 2^53, so plain numbers are exact.)
function cableCost(n, edges) {
  // TODO: build a minimum spanning tree
  return -1;
}

const t = data.split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = t[0];
const m = t[1];
const edges = [];
for (let i = 0; i < m; i++) edges.push([t[2 + 3 * i], t[3 + 3 * i], t[4 + 3 * i]]);
process.stdout.write(`${cableCost(n, edges)}\n`);
