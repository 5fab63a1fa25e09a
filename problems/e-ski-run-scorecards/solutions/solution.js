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
const L = new Int32Array(n);
const R = new Int32Array(n);
for (let i = 0; i < n; i++) {
  s[i] = nextInt();
  L[i] = nextInt();
  R[i] = nextInt();
}
// every complete run's score, once
const runs = new Set();
const sx = [0];
const ss = [s[0]];
while (sx.length > 0) {
  const x = sx.pop();
  const sum = ss.pop();
  if (L[x] === -1 && R[x] === -1) runs.add(sum);
  if (L[x] !== -1) { sx.push(L[x]); ss.push(sum + s[L[x]]); }
  if (R[x] !== -1) { sx.push(R[x]); ss.push(sum + s[R[x]]); }
}
const q = nextInt();
const out = new Array(q);
for (let i = 0; i < q; i++) out[i] = runs.has(nextInt()) ? 'YES' : 'NO';
process.stdout.write(out.join('\n') + '\n');
