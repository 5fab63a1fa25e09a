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

const n = nextInt();
const m = nextInt();
const eu = new Int32Array(m);
const ev = new Int32Array(m);
const ew = new Int32Array(m);
const start = new Int32Array(n + 1);
for (let i = 0; i < m; i++) {
  eu[i] = nextInt();
  ev[i] = nextInt();
  ew[i] = nextInt();
  start[eu[i] + 1]++;
}
for (let i = 0; i < n; i++) start[i + 1] += start[i];
const to = new Int32Array(m);
const wt = new Int32Array(m);
const fill = start.slice(0, n);
for (let i = 0; i < m; i++) {
  const k = fill[eu[i]]++;
  to[k] = ev[i];
  wt[k] = ew[i];
}
const s = nextInt();
const q = nextInt();
// distances stay below 2^53, so doubles are exact
const dist = new Float64Array(n).fill(Infinity);
dist[s] = 0;
const hd = new Float64Array(m + 1);
const hv = new Int32Array(m + 1);
let size = 1;
hd[0] = 0;
hv[0] = s;
while (size > 0) {
  const d = hd[0];
  const x = hv[0];
  size--;
  if (size > 0) {
    const ld = hd[size];
    const lv = hv[size];
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= size) break;
      const c = l + 1 < size && hd[l + 1] < hd[l] ? l + 1 : l;
      if (hd[c] >= ld) break;
      hd[i] = hd[c];
      hv[i] = hv[c];
      i = c;
    }
    hd[i] = ld;
    hv[i] = lv;
  }
  if (d !== dist[x]) continue;
  for (let e = start[x]; e < start[x + 1]; e++) {
    const y = to[e];
    const nd = d + wt[e];
    if (nd < dist[y]) {
      dist[y] = nd;
      let i = size++;
      while (i > 0 && hd[(i - 1) >> 1] > nd) {
        const p = (i - 1) >> 1;
        hd[i] = hd[p];
        hv[i] = hv[p];
        i = p;
      }
      hd[i] = nd;
      hv[i] = y;
    }
  }
}
const out = [];
for (let i = 0; i < q; i++) {
  const t = nextInt();
  out.push(dist[t] === Infinity ? '-1' : String(dist[t]));
}
process.stdout.write(`${out.join('\n')}\n`);
