const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0).map(Number);
let p = 0;
const n = data[p++], m = data[p++];
const eu = new Int32Array(m), ev = new Int32Array(m), ew = new Float64Array(m);
for (let i = 0; i < m; i++) { eu[i] = data[p++]; ev[i] = data[p++]; ew[i] = data[p++]; }
const src = data[p++], dst = data[p++], k = data[p++];
let cur = new Float64Array(n).fill(Infinity);
let nxt = new Float64Array(n);
cur[src] = 0;
for (let round = 0; round <= k; round++) {
  nxt.set(cur);
  let changed = false;
  for (let i = 0; i < m; i++) {
    const cu = cur[eu[i]];
    if (cu === Infinity) continue;
    const c = cu + ew[i];
    if (c < nxt[ev[i]]) { nxt[ev[i]] = c; changed = true; }
  }
  const t = cur; cur = nxt; nxt = t;
  if (!changed) break;
}
console.log(cur[dst] === Infinity ? '-1' : String(cur[dst]));
