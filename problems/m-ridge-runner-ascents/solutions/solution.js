const data = require('fs').readFileSync(0, 'utf8');
let pos = 0;
function nextInt() {
  while (pos < data.length) {
    const c = data.charCodeAt(pos);
    if (c >= 48 && c <= 57) break;
    pos++;
  }
  let r = 0;
  while (pos < data.length) {
    const c = data.charCodeAt(pos);
    if (c < 48 || c > 57) break;
    r = r * 10 + (c - 48);
    pos++;
  }
  return r;
}
const MOD = 1000000007;
const r = nextInt();
const c = nextInt();
const N = r * c;
const h = new Float64Array(N);
for (let i = 0; i < N; i++) h[i] = nextInt();
const order = new Int32Array(N);
for (let i = 0; i < N; i++) order[i] = i;
order.sort((a, b) => h[a] - h[b]);
const len = new Int32Array(N);
const cnt = new Float64Array(N);
let best = 0;
let total = 0;
for (let t = 0; t < N; t++) {
  const v = order[t];
  const vr = (v / c) | 0;
  const vc = v - vr * c;
  let L = 1;
  let ways = 1;
  for (let d = 0; d < 4; d++) {
    let u;
    if (d === 0) { if (vr + 1 >= r) continue; u = v + c; }
    else if (d === 1) { if (vr === 0) continue; u = v - c; }
    else if (d === 2) { if (vc + 1 >= c) continue; u = v + 1; }
    else { if (vc === 0) continue; u = v - 1; }
    if (h[u] >= h[v]) continue;
    if (len[u] + 1 > L) {
      L = len[u] + 1;
      ways = cnt[u];
    } else if (len[u] + 1 === L) {
      ways = (ways + cnt[u]) % MOD;
    }
  }
  len[v] = L;
  cnt[v] = ways;
  if (L > best) {
    best = L;
    total = ways;
  } else if (L === best) {
    total = (total + ways) % MOD;
  }
}
console.log(`${best} ${total}`);
