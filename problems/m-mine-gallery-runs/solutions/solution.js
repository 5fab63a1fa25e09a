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
const k = nextInt();
const v = new Float64Array(n);
for (let i = 0; i < n; i++) v[i] = nextInt();
const first = new Int32Array(n).fill(-1);
const nxt = new Int32Array(n).fill(-1);
const par = new Int32Array(n).fill(-1);
for (let i = 1; i < n; i++) {
  const p = nextInt();
  par[i] = p;
  nxt[i] = first[p];
  first[p] = i;
}
// prefix sums stay below 2^53 in absolute value: exact as doubles and as Map keys
const cnt = new Map([[0, 1]]);
const S = new Float64Array(n);
let answer = 0;
const st = [0]; // x >= 0: enter x; ~x: leave x
while (st.length > 0) {
  let x = st.pop();
  if (x < 0) {
    x = ~x;
    const c = cnt.get(S[x]) - 1;
    if (c === 0) cnt.delete(S[x]);
    else cnt.set(S[x], c);
    continue;
  }
  S[x] = (x === 0 ? 0 : S[par[x]]) + v[x];
  const hit = cnt.get(S[x] - k);
  if (hit !== undefined) answer += hit;
  cnt.set(S[x], (cnt.get(S[x]) || 0) + 1);
  st.push(~x);
  for (let c = first[x]; c !== -1; c = nxt[c]) st.push(c);
}
console.log(String(answer));
