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
const s = new Int32Array(n);
const e = new Int32Array(n);
for (let i = 0; i < n; i++) {
  s[i] = nextInt();
  e[i] = nextInt();
}
const idx = Array.from({ length: n }, (_, i) => i);
idx.sort((x, y) => s[x] - s[y] || e[x] - e[y]);
const out = [];
let cs = -1;
let ce = -1;
let k = 0;
for (const i of idx) {
  if (k > 0 && s[i] <= ce) {
    if (e[i] > ce) ce = e[i];
  } else {
    if (k > 0) out.push(`${cs} ${ce}`);
    cs = s[i];
    ce = e[i];
    k++;
  }
}
out.push(`${cs} ${ce}`);
process.stdout.write(`${k}\n${out.join('\n')}\n`);
