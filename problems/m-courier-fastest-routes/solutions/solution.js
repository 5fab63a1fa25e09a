'use strict';
const data = require('fs').readFileSync(0, 'utf8');

const MOD = 1000000007;

// Dijkstra that also counts: ways[v] is the number of fastest routes to v found so far. A strictly
// faster route replaces the count, an equally fast one adds to it. Every street takes at least one
// minute, so all routes into v are counted before v is popped. adj[u] = [v0, w0, v1, w1, ...].
// Returns [time, ways] or [-1, 0].
function fastestRoutes(n, adj) {
  const dist = new Float64Array(n).fill(Infinity);
  const ways = new Float64Array(n);
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
  dist[0] = 0;
  ways[0] = 1;
  push(0, 0);
  while (size > 0) {
    const d = hd[0];
    const x = hs[0];
    pop();
    if (d !== dist[x]) continue;
    const list = adj[x];
    for (let j = 0; j < list.length; j += 2) {
      const y = list[j];
      const nd = d + list[j + 1];
      if (nd < dist[y]) {
        dist[y] = nd;
        ways[y] = ways[x];
        push(nd, y);
      } else if (nd === dist[y]) {
        ways[y] = (ways[y] + ways[x]) % MOD;
      }
    }
  }
  return dist[n - 1] === Infinity ? [-1, 0] : [dist[n - 1], ways[n - 1]];
}

const t = data.split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = t[0];
const m = t[1];
const adj = Array.from({ length: n }, () => []);
for (let i = 0, p = 2; i < m; i++, p += 3) {
  adj[t[p]].push(t[p + 1], t[p + 2]);
  adj[t[p + 1]].push(t[p], t[p + 2]);
}
const [d, ways] = fastestRoutes(n, adj);
process.stdout.write(d < 0 ? '-1\n' : `${d} ${ways}\n`);
