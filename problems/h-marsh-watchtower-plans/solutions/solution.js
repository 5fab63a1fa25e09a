const lines = require('fs').readFileSync(0, 'utf8').split('\n').map((l) => l.trim());
const n = Number(lines[0]);
const full = (1 << n) - 1;
const marsh = new Int32Array(n);
const fixedCol = new Int32Array(n).fill(-1);
let bad = false;
for (let r = 0; r < n; r++) {
  const row = lines[1 + r];
  for (let c = 0; c < n; c++) {
    if (row[c] === '#') marsh[r] |= 1 << c;
    if (row[c] === 'T') {
      if (fixedCol[r] >= 0) bad = true;
      fixedCol[r] = c;
    }
  }
}
function popcount(x) {
  let k = 0;
  while (x) {
    x &= x - 1;
    k++;
  }
  return k;
}
function go(r, cols, dl, dr) {
  let avail = ~(cols | dl | dr | marsh[r]) & full;
  if (fixedCol[r] >= 0) avail &= 1 << fixedCol[r];
  if (r === n - 1) return popcount(avail);
  let total = 0;
  while (avail) {
    const b = avail & -avail;
    avail ^= b;
    total += go(r + 1, cols | b, ((dl | b) << 1) & full, (dr | b) >> 1);
  }
  return total;
}
console.log(String(bad ? 0 : go(0, 0, 0, 0)));
