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
const q = nextInt();
const L = new Int32Array(q);
const R = new Int32Array(q);
let N = 1;
for (let i = 0; i < q; i++) {
  L[i] = nextInt();
  R[i] = nextInt();
  if (R[i] > N) N = R[i];
}
const composite = new Uint8Array(N + 1);
composite[0] = 1;
composite[1] = 1;
for (let p = 2; p * p <= N; p++) {
  if (composite[p]) continue;
  for (let x = p * p; x <= N; x += p) composite[x] = 1;
}
const cnt = new Int32Array(N + 1);
for (let x = 1; x <= N; x++) cnt[x] = cnt[x - 1] + (composite[x] ? 0 : 1);
const out = new Array(q);
for (let i = 0; i < q; i++) out[i] = cnt[R[i]] - cnt[L[i] - 1];
process.stdout.write(`${out.join('\n')}\n`);
