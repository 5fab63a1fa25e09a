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
const n = nextInt();
const m = nextInt();
const q = nextInt();
const ru = new Int32Array(m);
const rv = new Int32Array(m);
const rc = new Int32Array(m);
for (let i = 0; i < m; i++) {
  ru[i] = nextInt();
  rv[i] = nextInt();
  rc[i] = nextInt();
}
const qa = new Int32Array(q);
const qb = new Int32Array(q);
const qh = new Int32Array(q);
for (let i = 0; i < q; i++) {
  qa[i] = nextInt();
  qb[i] = nextInt();
  qh[i] = nextInt();
}
const roadOrder = Array.from({ length: m }, (_, i) => i).sort((x, y) => rc[y] - rc[x]);
const reqOrder = Array.from({ length: q }, (_, i) => i).sort((x, y) => qh[y] - qh[x]);
const parent = new Int32Array(n);
for (let i = 0; i < n; i++) parent[i] = i;
function find(x) {
  let r = x;
  while (parent[r] !== r) r = parent[r];
  while (parent[x] !== r) {
    const nx = parent[x];
    parent[x] = r;
    x = nx;
  }
  return r;
}
const ok = new Uint8Array(q);
let next = 0;
for (const idx of reqOrder) {
  const h = qh[idx];
  while (next < m && rc[roadOrder[next]] >= h) {
    const e = roadOrder[next++];
    const a = find(ru[e]);
    const b = find(rv[e]);
    if (a !== b) parent[a] = b;
  }
  ok[idx] = find(qa[idx]) === find(qb[idx]) ? 1 : 0;
}
const out = new Array(q);
for (let i = 0; i < q; i++) out[i] = ok[i] ? 'YES' : 'NO';
process.stdout.write(`${out.join('\n')}\n`);
