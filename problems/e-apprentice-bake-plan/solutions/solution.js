const data = require('fs').readFileSync(0, 'utf8');
let p = 0;
function next() {
  while (p < data.length) {
    const c = data.charCodeAt(p);
    if (c >= 48 && c <= 57) break;
    p++;
  }
  let r = 0;
  while (p < data.length) {
    const c = data.charCodeAt(p);
    if (c < 48 || c > 57) break;
    r = r * 10 + (c - 48);
    p++;
  }
  return r;
}

const n = next();
const m = next();
const u = new Int32Array(m);
const v = new Int32Array(m);
for (let i = 0; i < m; i++) {
  u[i] = next();
  v[i] = next();
}
const pos = new Int32Array(n);
for (let i = 0; i < n; i++) pos[next()] = i; // inverse of the plan
let answer = 'YES';
for (let i = 0; i < m; i++) {
  if (pos[u[i]] > pos[v[i]]) {
    answer = `NO ${i + 1}`;
    break;
  }
}
console.log(answer);
