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
const t = new Int32Array(n);
const L = new Int32Array(n);
const R = new Int32Array(n);
for (let i = 0; i < n; i++) {
  t[i] = nextInt();
  L[i] = nextInt();
  R[i] = nextInt();
}
let answer = 0;
if (n > 0) {
  // breadth-first over mirror pairs; the first broken pair is on the topmost broken tier
  const qa = new Int32Array(n + 2);
  const qb = new Int32Array(n + 2);
  const qd = new Int32Array(n + 2);
  let head = 0;
  let tail = 0;
  qa[tail] = L[0]; qb[tail] = R[0]; qd[tail++] = 2;
  while (head < tail) {
    const a = qa[head], b = qb[head], d = qd[head++];
    if (a === -1 && b === -1) continue;
    if (a === -1 || b === -1 || t[a] !== t[b]) { answer = d; break; }
    qa[tail] = L[a]; qb[tail] = R[b]; qd[tail++] = d + 1;
    qa[tail] = R[a]; qb[tail] = L[b]; qd[tail++] = d + 1;
  }
}
console.log(String(answer));
