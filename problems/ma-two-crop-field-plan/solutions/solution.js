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
const start = new Int32Array(n + 1);
for (let i = 0; i < m; i++) {
  eu[i] = nextInt();
  ev[i] = nextInt();
  start[eu[i] + 1]++;
  start[ev[i] + 1]++;
}
for (let i = 0; i < n; i++) start[i + 1] += start[i];
const to = new Int32Array(2 * m);
const fill = start.slice(0, n);
for (let i = 0; i < m; i++) {
  to[fill[eu[i]]++] = ev[i];
  to[fill[ev[i]]++] = eu[i];
}
const color = new Int8Array(n).fill(-1);
const q = new Int32Array(n);
let ok = true;
for (let s = 0; s < n && ok; s++) {
  if (color[s] !== -1) continue;
  color[s] = 0;
  let head = 0;
  let tail = 0;
  q[tail++] = s;
  while (head < tail && ok) {
    const x = q[head++];
    for (let e = start[x]; e < start[x + 1]; e++) {
      const y = to[e];
      if (color[y] === -1) {
        color[y] = color[x] ^ 1;
        q[tail++] = y;
      } else if (color[y] === color[x]) {
        ok = false;
        break;
      }
    }
  }
}
if (!ok) {
  console.log('IMPOSSIBLE');
} else {
  const chars = new Array(n);
  for (let i = 0; i < n; i++) chars[i] = color[i] === 0 ? 'W' : 'B';
  console.log(chars.join(''));
}
