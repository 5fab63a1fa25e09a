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

// adj[u] holds pairs [v, w]: a one-way link from station u to station v with delay w.
// Return an array of n numbers: the smallest total delay from `source` to every station,
// or -1 for stations the signal cannot reach. Totals stay below 2^53, so plain numbers are exact.
function shortestDelays(n, adj, source) {
  // TODO: implement
  return new Array(n).fill(0);
}

const n = nextInt();
const m = nextInt();
const adj = Array.from({ length: n }, () => []);
for (let i = 0; i < m; i++) {
  const u = nextInt();
  const v = nextInt();
  const w = nextInt();
  adj[u].push([v, w]);
}
const s = nextInt();
const q = nextInt();
const dist = shortestDelays(n, adj, s);
const out = [];
for (let i = 0; i < q; i++) out.push(String(dist[nextInt()]));
console.log(out.join('\n'));
