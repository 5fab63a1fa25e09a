// n sites, cables[i] = [u, v]. adj[v] lists pairs [neighbour, cable index].
// Return every critical cable as [a, b] with a < b, sorted ascending.
function criticalCables(n, cables, adj) {
  // TODO: implement
  return [];
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = data[0], m = data[1];
const cables = [];
const adj = Array.from({ length: n }, () => []);
for (let i = 0; i < m; i++) {
  const u = data[2 + 2 * i], v = data[3 + 2 * i];
  cables.push([u, v]);
  adj[u].push([v, i]);
  adj[v].push([u, i]);
}
const res = criticalCables(n, cables, adj);
const out = [String(res.length)];
for (const [a, b] of res) out.push(a + ' ' + b);
process.stdout.write(out.join('\n') + '\n');
