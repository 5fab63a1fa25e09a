const data = require('fs').readFileSync(0, 'utf8');
let pos = 0;
function nextInt() {
  while (pos < data.length) {
    const c = data.charCodeAt(pos);
    if (c === 45 || (c >= 48 && c <= 57)) break;
    pos++;
  }
  let neg = false;
  if (data.charCodeAt(pos) === 45) {
    neg = true;
    pos++;
  }
  let r = 0;
  while (pos < data.length) {
    const c = data.charCodeAt(pos);
    if (c < 48 || c > 57) break;
    r = r * 10 + (c - 48);
    pos++;
  }
  return neg ? -r : r;
}

// adj[u] lists [v, w] for every trail of w metres between huts u and v (the trails form a
// tree). Return the length of the longest traverse (0 for a single hut). The tree can be a line
// of 5 * 10^4 huts: avoid deep recursion. Lengths stay below 2^53, so numbers are exact.
function longestTraverse(n, adj) {
  // TODO: write your solution here
  return 0;
}

const n = nextInt();
const adj = Array.from({ length: n }, () => []);
for (let i = 0; i < n - 1; i++) {
  const u = nextInt();
  const v = nextInt();
  const w = nextInt();
  adj[u].push([v, w]);
  adj[v].push([u, w]);
}
console.log(String(longestTraverse(n, adj)));
