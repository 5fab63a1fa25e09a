'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// adj[u] is a flat list [v0, w0, v1, w1, ...]: streets between u and v that take w minutes.
// Return [fastest time from intersection 0 to n - 1, number of fastest routes modulo
// 1 000 000 007], or [-1, 0] if n - 1 cannot be reached.
function fastestRoutes(n, adj) {
  // TODO: write your solution here
  return [-1, 0];
}

const t = data.split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = t[0];
const m = t[1];
const adj = Array.from({ length: n }, () => []);
for (let i = 0, p = 2; i < m; i++, p += 3) {
  adj[t[p]].push(t[p + 1], t[p + 2]);
  adj[t[p + 1]].push(t[p], t[p + 2]);
}
const [d, ways] = fastestRoutes(n, adj);
process.stdout.write(d < 0 ? '-1\n' : `${d} ${ways}\n`);
