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
const q = nextInt();
const LOG = 16; // 2^16 > 5 * 10^4
const up = [new Int32Array(n)];
const depth = new Int32Array(n);
const head = new Int32Array(n).fill(-1);
const nxt = new Int32Array(n);
for (let i = 1; i < n; i++) {
  const p = nextInt();
  up[0][i] = p;
  nxt[i] = head[p];
  head[p] = i;
}
// depths by breadth-first search from the spring (numbers say nothing about heights)
const order = new Int32Array(n);
let tail = 1;
for (let h = 0; h < tail; h++) {
  const x = order[h];
  for (let c = head[x]; c !== -1; c = nxt[c]) {
    depth[c] = depth[x] + 1;
    order[tail++] = c;
  }
}
for (let k = 1; k < LOG; k++) {
  const prev = up[k - 1];
  const cur = new Int32Array(n);
  for (let x = 0; x < n; x++) cur[x] = prev[prev[x]];
  up.push(cur);
}
const out = new Array(q);
for (let i = 0; i < q; i++) {
  const u = nextInt();
  const v = nextInt();
  let a = u;
  let b = v;
  if (depth[a] > depth[b]) { const t = a; a = b; b = t; }
  let d = depth[b] - depth[a];
  for (let k = 0; d; k++, d >>= 1) if (d & 1) b = up[k][b];
  if (a !== b) {
    for (let k = LOG - 1; k >= 0; k--) {
      const row = up[k];
      if (row[a] !== row[b]) { a = row[a]; b = row[b]; }
    }
    a = up[0][a];
  }
  out[i] = `${a} ${depth[u] + depth[v] - 2 * depth[a]}`;
}
process.stdout.write(out.join('\n') + '\n');
