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
// scores stay below 2^53 in absolute value (exact doubles); ways modulo 10^9 + 7 need exact
// products: split multiplication to stay within 2^53
const M = 1000000007;
function mulmod(a, b) {
  const hi = Math.floor(b / 65536);
  const lo = b % 65536;
  return ((a * hi % M) * 65536 + a * lo) % M;
}
const litS = Float64Array.from(v);
const litW = new Float64Array(n).fill(1);
const darkS = new Float64Array(n);
const darkW = new Float64Array(n).fill(1);
let bestS = 0;
let bestW = 0;
for (let i = n - 1; i >= 0; i--) {
  const x = order[i];
  let eS;
  let eW;
  if (litS[x] > darkS[x]) { eS = litS[x]; eW = litW[x]; }
  else if (litS[x] < darkS[x]) { eS = darkS[x]; eW = darkW[x]; }
  else { eS = litS[x]; eW = (litW[x] + darkW[x]) % M; }
  if (x === 0) { bestS = eS; bestW = eW; break; }
  const p = par[x];
  litS[p] += darkS[x];
  litW[p] = mulmod(litW[p], darkW[x]);
  darkS[p] += eS;
  darkW[p] = mulmod(darkW[p], eW);
}
console.log(`${bestS} ${bestW}`);
