const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// roads[i] = [u, v, clearance]; requests[j] = [a, b, height].
// Return, for every request in input order, true if a load of that height can get from a to b
// using only roads whose clearance is at least the height.
function answerRequests(n, roads, requests) {
  // TODO: write your solution here
  return requests.map(() => false);
}

const [n, m, q] = tokens;
const roads = [];
for (let i = 0; i < m; i++) roads.push(tokens.slice(3 + 3 * i, 6 + 3 * i));
const requests = [];
for (let i = 0; i < q; i++) requests.push(tokens.slice(3 + 3 * (m + i), 6 + 3 * (m + i)));
process.stdout.write(`${answerRequests(n, roads, requests).map((x) => (x ? 'YES' : 'NO')).join('\n')}\n`);
