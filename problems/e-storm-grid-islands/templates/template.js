const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// adj[x] lists the substations joined to substation x by an intact line (lines work both ways;
// a line may be listed more than once, and a "line" from a substation to itself can appear).
// Substations are numbered 0..n-1. Return the number of separate powered islands.
function countIslands(n, adj) {
  // TODO: write your solution here
  return 0;
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
console.log(String(countIslands(n, adj)));
