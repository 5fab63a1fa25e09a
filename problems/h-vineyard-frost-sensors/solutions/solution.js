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
const childNeeds = new Uint8Array(n);
const childSensor = new Uint8Array(n);
let sensors = 0;
for (let i = n - 1; i >= 0; i--) {
  const x = order[i];
  let state; // 0 needs, 1 sensor, 2 watched
  if (childNeeds[x]) { state = 1; sensors++; }
  else if (childSensor[x]) state = 2;
  else state = 0;
  if (x === 0) { if (state === 0) sensors++; break; }
  if (state === 0) childNeeds[par[x]] = 1;
  else if (state === 1) childSensor[par[x]] = 1;
}
console.log(String(sensors));
