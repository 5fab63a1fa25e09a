'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// Kruskal builds a cheapest plan; then every unused cable (u, v, w) is swapped in for the dearest
// plan cable on the path u..v (binary lifting), and the cheapest swap is the answer.
// Totals stay below 2^53, so plain numbers are exact.
function runnerUpCost(n, cables) {
  const m = cables.length;
  const order = Array.from({ length: m }, (_, i) => i).sort((a, b) => cables[a][2] - cables[b][2]);
  const parent = new Int32Array(n);
  const size = new Int32Array(n).fill(1);
  for (let i = 0; i < n; i++) parent[i] = i;
  const findRoot = (x) => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  const used = new Uint8Array(m);
  const adj = Array.from({ length: n }, () => []);
  let total = 0;
  let joined = 0;
  for (const i of order) {
    const [u, v, w] = cables[i];
    let a = findRoot(u);
    let b = findRoot(v);
    if (a === b) continue;
    if (size[a] < size[b]) [a, b] = [b, a];
    parent[b] = a;
    size[a] += size[b];
    used[i] = 1;
    total += w;
    joined++;
    adj[u].push(v, w);
    adj[v].push(u, w);
  }
  if (joined !== n - 1) return -1;
  let LOG = 1;
  while ((1 << LOG) < n) LOG++;
  const up = Array.from({ length: LOG }, () => new Int32Array(n));
  const mx = Array.from({ length: LOG }, () => new Int32Array(n));
  const depth = new Int32Array(n);
  const seen = new Uint8Array(n);
  const queue = new Int32Array(n);
  let tail = 1;
  seen[0] = 1;
  for (let h = 0; h < tail; h++) {
    const x = queue[h];
    const list = adj[x];
    for (let j = 0; j < list.length; j += 2) {
      const y = list[j];
      if (seen[y]) continue;
      seen[y] = 1;
      depth[y] = depth[x] + 1;
      up[0][y] = x;
      mx[0][y] = list[j + 1];
      queue[tail++] = y;
    }
  }
  for (let k = 1; k < LOG; k++) {
    const pu = up[k - 1];
    const pm = mx[k - 1];
    for (let v = 0; v < n; v++) {
      up[k][v] = pu[pu[v]];
      mx[k][v] = Math.max(pm[v], pm[pu[v]]);
    }
  }
  const pathMax = (a, b) => {
    let best = 0;
    if (depth[a] < depth[b]) [a, b] = [b, a];
    let diff = depth[a] - depth[b];
    for (let k = 0; diff; k++, diff >>= 1) {
      if (diff & 1) {
        best = Math.max(best, mx[k][a]);
        a = up[k][a];
      }
    }
    if (a === b) return best;
    for (let k = LOG - 1; k >= 0; k--) {
      if (up[k][a] !== up[k][b]) {
        best = Math.max(best, mx[k][a], mx[k][b]);
        a = up[k][a];
        b = up[k][b];
      }
    }
    return Math.max(best, mx[0][a], mx[0][b]);
  };
  let answer = -1;
  for (let i = 0; i < m; i++) {
    if (used[i]) continue;
    const cand = total + cables[i][2] - pathMax(cables[i][0], cables[i][1]);
    if (answer < 0 || cand < answer) answer = cand;
  }
  return answer;
}

const t = data.split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = t[0];
const m = t[1];
const cables = [];
for (let i = 0; i < m; i++) cables.push([t[2 + 3 * i], t[3 + 3 * i], t[4 + 3 * i]]);
process.stdout.write(`${runnerUpCost(n, cables)}\n`);
