// adj[u] lists the intersections reachable from u by one street.
// Return [number of districts, size of the largest district].
function countDistricts(n, adj) {
  // TODO: implement
  return [0, 0];
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = data[0], m = data[1];
const adj = Array.from({ length: n }, () => []);
for (let i = 0; i < m; i++) adj[data[2 + 2 * i]].push(data[3 + 2 * i]);
const [count, largest] = countDistricts(n, adj);
console.log(count + ' ' + largest);
