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

// after[u] lists every job v with a rule "u v" (u must be finished before v starts).
// Return the lexicographically smallest valid running order of all n jobs (an array),
// or an empty array if no valid order exists.
function riggingOrder(n, after) {
  // TODO: implement
  return [];
}

const n = nextInt();
const m = nextInt();
const after = Array.from({ length: n }, () => []);
for (let i = 0; i < m; i++) {
  const u = nextInt();
  const v = nextInt();
  after[u].push(v);
}
const order = riggingOrder(n, after);
console.log(order.length === 0 ? 'IMPOSSIBLE' : order.join(' '));
