const tok = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
const a = tok[0];
const b = tok[1];
const n = a.length;
const m = b.length;
const bc = new Uint8Array(m);
for (let j = 0; j < m; j++) bc[j] = b.charCodeAt(j);
let prev = new Int32Array(m + 1);
let cur = new Int32Array(m + 1);
for (let i = 1; i <= n; i++) {
  const c = a.charCodeAt(i - 1);
  cur[0] = 0;
  for (let j = 1; j <= m; j++) {
    if (c === bc[j - 1]) cur[j] = prev[j - 1] + 1;
    else cur[j] = prev[j] > cur[j - 1] ? prev[j] : cur[j - 1];
  }
  const t = prev;
  prev = cur;
  cur = t;
}
console.log(String(prev[m]));
