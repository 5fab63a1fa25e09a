const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// adj[x] lists the islands reachable from island x by one ferry route (routes work both ways,
// so every route appears in the lists of both its islands). Islands are numbered 0..n-1.
// Return true if a parcel can travel from island s to island t.
function canDeliver(n, adj, s, t) {
  // TODO: write your solution here
  return false;
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
const s = data[2 + 2 * m];
const t = data[3 + 2 * m];
console.log(canDeliver(n, adj, s, t) ? 'YES' : 'NO');
