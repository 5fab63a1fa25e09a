'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// Dijkstra on arrival times. Leaving later never lets you arrive earlier (waiting for the next
// departure only pushes the arrival back), so the first time an island is settled is optimal.
// adj[u] is a flat list [v0, cross0, period0, v1, ...].
function earliestArrivals(n, adj) {
  const best = new Float64Array(n).fill(Infinity);
  let hd = new Float64Array(1024);
  let hs = new Int32Array(1024);
  let size = 0;
  const push = (d, s) => {
    if (size === hd.length) {
      const nd = new Float64Array(size * 2); nd.set(hd); hd = nd;
      const ns = new Int32Array(size * 2); ns.set(hs); hs = ns;
    }
    let i = size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (hd[p] <= d) break;
      hd[i] = hd[p]; hs[i] = hs[p]; i = p;
    }
    hd[i] = d; hs[i] = s;
  };
  const pop = () => {
    const d = hd[--size];
    const s = hs[size];
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= size) break;
      if (c + 1 < size && hd[c + 1] < hd[c]) c++;
      if (hd[c] >= d) break;
      hd[i] = hd[c]; hs[i] = hs[c]; i = c;
    }
    hd[i] = d; hs[i] = s;
  };
  best[0] = 0;
  push(0, 0);
  while (size > 0) {
    const t = hd[0];
    const x = hs[0];
    pop();
    if (t !== best[x]) continue;
    const list = adj[x];
    for (let j = 0; j < list.length; j += 3) {
      const period = list[j + 2];
      const arrive = Math.ceil(t / period) * period + list[j + 1];
      if (arrive < best[list[j]]) {
        best[list[j]] = arrive;
        push(arrive, list[j]);
      }
    }
  }
  return Array.from(best, (b) => (b === Infinity ? -1 : b));
}

const t = data.split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = t[0];
const m = t[1];
const adj = Array.from({ length: n }, () => []);
for (let i = 0, p = 2; i < m; i++, p += 4) {
  adj[t[p]].push(t[p + 1], t[p + 2], t[p + 3]);
  adj[t[p + 1]].push(t[p], t[p + 2], t[p + 3]);
}
process.stdout.write(`${earliestArrivals(n, adj).join(' ')}\n`);
