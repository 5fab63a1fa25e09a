const tok = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
const a = tok[0];
const b = tok[1];
const n = a.length;
const m = b.length;
const bc = new Uint8Array(m);
for (let j = 0; j < m; j++) bc[j] = b.charCodeAt(j);
let prev = new Int32Array(m + 1);
let cur = new Int32Array(m + 1);
for (let j = 0; j <= m; j++) prev[j] = j;
for (let i = 1; i <= n; i++) {
  const c = a.charCodeAt(i - 1);
  cur[0] = i;
  for (let j = 1; j <= m; j++) {
    let best = prev[j - 1] + (c === bc[j - 1] ? 0 : 1);
    if (prev[j] + 1 < best) best = prev[j] + 1;
    if (cur[j - 1] + 1 < best) best = cur[j - 1] + 1;
    cur[j] = best;
  }
  const t = prev;
  prev = cur;
  cur = t;
}
console.log(String(prev[m]));
