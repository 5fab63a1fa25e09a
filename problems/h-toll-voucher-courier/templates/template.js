const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// roads[u] lists [v, toll] for every road at city u (two-way roads appear at both ends).
// Return the minimum total toll from city 0 to city n - 1 with at most k vouchers
// (each makes one use of one road free), or -1 if city n - 1 is unreachable.
// Totals stay below 2^53, so Numbers are exact.
function minToll(n, k, roads) {
  // TODO: write your solution here
  return -1;
}

const [n, m, k] = tokens;
const roads = Array.from({ length: n }, () => []);
for (let i = 0; i < m; i++) {
  const u = tokens[3 + 3 * i];
  const v = tokens[4 + 3 * i];
  const w = tokens[5 + 3 * i];
  roads[u].push([v, w]);
  roads[v].push([u, w]);
}
console.log(String(minToll(n, k, roads)));
