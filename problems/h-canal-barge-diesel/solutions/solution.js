'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// Dijkstra over states (town, litres in the tank), numbered town * (cap + 1) + litres. From a state
// the barge can buy one litre (cost: the town's price) or sail a canal that needs no more diesel
// than it carries (cost 0). adj[u] is a flat list [v0, d0, v1, d1, ...].
function cheapestTrip(n, cap, price, adj) {
  const S = cap + 1;
  const V = n * S;
  const dist = new Float64Array(V).fill(Infinity);
  // binary heap of (distance, state) pairs kept in two parallel arrays
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
  push(0, 0);
  while (size > 0) {
    const d = hd[0];
    const state = hs[0];
    pop();
    if (d !== dist[state]) continue;
    const town = (state / S) | 0;
    const fuel = state - town * S;
    if (town === n - 1) return d;
    if (fuel < cap && d + price[town] < dist[state + 1]) {
      dist[state + 1] = d + price[town];
      push(dist[state + 1], state + 1);
    }
    const list = adj[town];
    for (let j = 0; j < list.length; j += 2) {
      const need = list[j + 1];
      if (need > fuel) continue;
      const to = list[j] * S + fuel - need;
      if (d < dist[to]) {
        dist[to] = d;
        push(d, to);
      }
    }
  }
  return -1;
}

const t = data.split(/\s+/).filter((s) => s.length > 0).map(Number);
const [n, m, cap] = t;
const price = t.slice(3, 3 + n);
const adj = Array.from({ length: n }, () => []);
for (let i = 0, p = 3 + n; i < m; i++, p += 3) {
  adj[t[p]].push(t[p + 1], t[p + 2]);
  adj[t[p + 1]].push(t[p], t[p + 2]);
}
process.stdout.write(`${cheapestTrip(n, cap, price, adj)}\n`);
