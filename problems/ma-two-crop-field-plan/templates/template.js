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

// adj[u] lists the plots that share a border with plot u (each border appears in both lists).
// Return the plan as a string of n letters 'W' (wheat) / 'B' (barley) in which the
// smallest-numbered plot of every connected group is 'W', or '' if no valid plan exists.
function plantPlan(n, adj) {
  // TODO: implement
  return '';
}

const n = nextInt();
const m = nextInt();
const adj = Array.from({ length: n }, () => []);
for (let i = 0; i < m; i++) {
  const u = nextInt();
  const v = nextInt();
  adj[u].push(v);
  adj[v].push(u);
}
const plan = plantPlan(n, adj);
console.log(plan === '' ? 'IMPOSSIBLE' : plan);
