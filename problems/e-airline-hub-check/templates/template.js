const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// adj[x] lists the airports that have a direct route to airport x (routes work both ways).
// Airports are numbered 0..n-1. Return the hub if the network is a pure hub-and-spoke
// network, otherwise -1.
function findHub(n, adj) {
  // TODO: write your solution here
  return -1;
}

const n = data[0];
const m = data[1];
const adj = Array.from({ length: n }, () => []);
for (let i = 0; i < m; i++) {
  const u = data[2 + 2 * i];
  const v = data[3 + 2 * i];
  adj[u].push(v);
  adj[v].push(u);
}
console.log(String(findHub(n, adj)));
