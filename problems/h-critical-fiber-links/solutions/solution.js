const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = data[0], m = data[1];
const eu = new Int32Array(m), ev = new Int32Array(m), start = new Int32Array(n + 1);
for (let i = 0; i < m; i++) {
  eu[i] = data[2 + 2 * i];
  ev[i] = data[3 + 2 * i];
  start[eu[i] + 1]++;
  start[ev[i] + 1]++;
}
for (let i = 0; i < n; i++) start[i + 1] += start[i];
const adjTo = new Int32Array(2 * m), adjId = new Int32Array(2 * m), pos = start.slice(0, n);
for (let i = 0; i < m; i++) {
  adjTo[pos[eu[i]]] = ev[i]; adjId[pos[eu[i]]++] = i;
  adjTo[pos[ev[i]]] = eu[i]; adjId[pos[ev[i]]++] = i;
}
const tin = new Int32Array(n).fill(-1), low = new Int32Array(n), parentEdge = new Int32Array(n);
const it = new Int32Array(n), stk = new Int32Array(n);
const bridges = [];
let timer = 0;
for (let root = 0; root < n; root++) {
  if (tin[root] !== -1) continue;
  let sp = 0;
  tin[root] = low[root] = timer++;
  parentEdge[root] = -1;
  it[root] = start[root];
  stk[sp++] = root;
  while (sp > 0) {
    const v = stk[sp - 1];
    if (it[v] < start[v + 1]) {
      const to = adjTo[it[v]], id = adjId[it[v]];
      it[v]++;
      if (id === parentEdge[v]) continue;
      if (tin[to] !== -1) { if (tin[to] < low[v]) low[v] = tin[to]; } else {
        tin[to] = low[to] = timer++;
        parentEdge[to] = id;
        it[to] = start[to];
        stk[sp++] = to;
      }
    } else {
      sp--;
      if (parentEdge[v] !== -1) {
        const id = parentEdge[v];
        const p = eu[id] === v ? ev[id] : eu[id];
        if (low[v] < low[p]) low[p] = low[v];
        if (low[v] > tin[p]) bridges.push([Math.min(p, v), Math.max(p, v)]);
      }
    }
  }
}
bridges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
const out = [String(bridges.length)];
for (const [a, b] of bridges) out.push(a + ' ' + b);
process.stdout.write(out.join('\n') + '\n');
