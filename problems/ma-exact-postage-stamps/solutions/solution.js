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
const A = nextInt();
const vals = [];
for (let i = 0; i < n; i++) vals.push(nextInt());
vals.sort((a, b) => a - b);
const INF = A + 1;
const best = new Int32Array(A + 1).fill(INF);
best[0] = 0;
for (let i = 0; i < n; i++) {
  const v = vals[i];
  if (v > A) break;
  if (i > 0 && vals[i - 1] === v) continue;
  for (let x = v; x <= A; x++) {
    const c = best[x - v] + 1;
    if (c < best[x]) best[x] = c;
  }
}
console.log(String(best[A] >= INF ? -1 : best[A]));
