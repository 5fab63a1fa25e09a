'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// price[u]: the price of one litre in town u. adj[u] is a flat list [v0, d0, v1, d1, ...]: canals
// to towns v that use d litres. The barge starts in town 0 with an empty tank of capacity cap.
// Return the minimum cost of reaching town n - 1, or -1 if it cannot be reached.
function cheapestTrip(n, cap, price, adj) {
  // TODO: write your solution here
  return -1;
}

const t = data.split(/\s+/).filter((s) => s.length > 0).map(Number);
const [n, m, cap] = t;
const price = t.slice(3, 3 + n);
const adj = Array.from({ length: n }, () => []);
for (let i = 0, p = 3 + n; i < m; i++, p += 3) {
  adj[t[p]].push(t[p + 1], t[p + 2]);
  adj[t[p + 1]].push(t[p], t[p + 2]);
}
process.stdout.write(`${cheapestTrip(n, cap, price, adj)}\n`);
