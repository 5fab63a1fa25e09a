const data = require('fs').readFileSync(0, 'utf8');
let pos = 0;
// the next integer token as a string (accession numbers need BigInt: they exceed 2^53)
function nextToken() {
  while (pos < data.length) {
    const c = data.charCodeAt(pos);
    if (c === 45 || (c >= 48 && c <= 57)) break;
    pos++;
  }
  const start = pos;
  pos++;
  while (pos < data.length) {
    const c = data.charCodeAt(pos);
    if (c < 48 || c > 57) break;
    pos++;
  }
  return data.slice(start, pos);
}

const n = Number(nextToken());
const a = new Array(n);
const L = new Int32Array(n);
const R = new Int32Array(n);
for (let i = 0; i < n; i++) {
  a[i] = BigInt(nextToken());
  L[i] = Number(nextToken());
  R[i] = Number(nextToken());
}
// windows lo <= a_x < hi; null means "no bound"
const sx = [0];
const slo = [null];
const shi = [null];
let misfiled = 0;
while (sx.length > 0) {
  const x = sx.pop();
  const lo = slo.pop();
  const hi = shi.pop();
  const v = a[x];
  if ((lo !== null && v < lo) || (hi !== null && v >= hi)) misfiled++;
  if (L[x] !== -1) {
    sx.push(L[x]);
    slo.push(lo);
    shi.push(hi !== null && hi < v ? hi : v);
  }
  if (R[x] !== -1) {
    sx.push(R[x]);
    slo.push(lo !== null && lo > v ? lo : v);
    shi.push(hi);
  }
}
console.log(String(misfiled));
