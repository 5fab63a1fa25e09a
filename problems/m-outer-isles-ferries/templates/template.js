'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// adj[u] is a flat list [v0, cross0, period0, v1, ...]: ferries from u to v that take `cross`
// minutes and leave at 0, period, 2 * period, ... Return an array with the earliest arrival time
// at every island (island 0: 0), or -1 for islands that cannot be reached.
function earliestArrivals(n, adj) {
  // TODO: write your solution here
  return new Array(n).fill(-1);
}

const t = data.split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = t[0];
const m = t[1];
const adj = Array.from({ length: n }, () => []);
for (let i = 0, p = 2; i < m; i++, p += 4) {
  adj[t[p]].push(t[p + 1], t[p + 2], t[p + 3]);
  adj[t[p + 1]].push(t[p], t[p + 2], t[p + 3]);
}
process.stdout.write(`${earliestArrivals(n, adj).join(' ')}\n`);
