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
const v = new Float64Array(n);
for (let i = 0; i < n; i++) v[i] = nextInt();
const par = new Int32Array(n).fill(-1);
const first = new Int32Array(n).fill(-1);
const nxt = new Int32Array(n).fill(-1);
for (let i = 1; i < n; i++) {
  par[i] = nextInt();
  nxt[i] = first[par[i]];
  first[par[i]] = i;
}
const order = new Int32Array(n);
let tail = 1;
for (let h = 0; h < tail; h++) for (let c = first[order[h]]; c !== -1; c = nxt[c]) order[tail++] = c;
// sums stay below 2^53 in absolute value: exact doubles
const g1 = new Float64Array(n);
const g2 = new Float64Array(n);
let answer = v[0];
for (let i = n - 1; i >= 0; i--) {
  const x = order[i];
  const here = v[x] + g1[x] + g2[x];
  if (here > answer) answer = here;
  if (x === 0) break;
  const gain = Math.max(0, v[x] + g1[x]);
  const p = par[x];
  if (gain > g1[p]) { g2[p] = g1[p]; g1[p] = gain; }
  else if (gain > g2[p]) g2[p] = gain;
}
console.log(String(answer));
