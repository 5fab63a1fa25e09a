const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = data[0], m = data[1];
const eu = new Int32Array(m), ev = new Int32Array(m);
for (let i = 0; i < m; i++) { eu[i] = data[2 + 2 * i]; ev[i] = data[3 + 2 * i]; }
function buildCsr(from, to) {
  const start = new Int32Array(n + 1);
  for (let i = 0; i < m; i++) start[from[i] + 1]++;
  for (let i = 0; i < n; i++) start[i + 1] += start[i];
  const adj = new Int32Array(m);
  const pos = start.slice(0, n);
  for (let i = 0; i < m; i++) adj[pos[from[i]]++] = to[i];
  return [start, adj];
}
const [gs, ga] = buildCsr(eu, ev);
const [rs, ra] = buildCsr(ev, eu);
const vis = new Uint8Array(n), order = new Int32Array(n), it = new Int32Array(n), stk = new Int32Array(n);
let oc = 0;
for (let s = 0; s < n; s++) {
  if (vis[s]) continue;
  let sp = 0;
  vis[s] = 1;
  it[s] = gs[s];
  stk[sp++] = s;
  while (sp > 0) {
    const v = stk[sp - 1];
    if (it[v] < gs[v + 1]) {
      const to = ga[it[v]++];
      if (!vis[to]) { vis[to] = 1; it[to] = gs[to]; stk[sp++] = to; }
    } else {
      sp--;
      order[oc++] = v;
    }
  }
}
const comp = new Int32Array(n).fill(-1);
let count = 0, largest = 0;
for (let i = n - 1; i >= 0; i--) {
  const s = order[i];
  if (comp[s] !== -1) continue;
  let size = 0, sp = 0;
  comp[s] = count;
  stk[sp++] = s;
  while (sp > 0) {
    const v = stk[--sp];
    size++;
    for (let e = rs[v]; e < rs[v + 1]; e++) {
      if (comp[ra[e]] === -1) { comp[ra[e]] = count; stk[sp++] = ra[e]; }
    }
  }
  if (size > largest) largest = size;
  count++;
}
console.log(count + ' ' + largest);
