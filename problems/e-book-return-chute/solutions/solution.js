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
const q = nextInt();
const seen = new Set();
const distinct = new Int32Array(n + 1);
for (let p = 1; p <= n; p++) {
  const c = nextInt();
  distinct[p] = distinct[p - 1];
  if (!seen.has(c)) {
    seen.add(c);
    distinct[p]++;
  }
}
const out = new Array(q);
for (let i = 0; i < q; i++) out[i] = distinct[nextInt()];
process.stdout.write(`${out.join('\n')}\n`);
