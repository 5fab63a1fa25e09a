const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// adj[x] lists the lofts reachable from loft x by one flight (every flight appears in the lists
// of both of its lofts). Return the fewest flights from s to t, or -1 if t cannot be reached.
function fewestFlights(adj, s, t) {
  // TODO: write your solution here
  return -1;
}

const n = tokens[0];
const m = tokens[1];
const adj = Array.from({ length: n }, () => []);
for (let i = 0; i < m; i++) {
  const u = tokens[2 + 2 * i];
  const v = tokens[3 + 2 * i];
  adj[u].push(v);
  adj[v].push(u);
}
console.log(String(fewestFlights(adj, tokens[2 + 2 * m], tokens[3 + 2 * m])));
