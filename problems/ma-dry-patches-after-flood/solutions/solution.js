const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = lines[0].trim().split(/\s+/).map(Number);
const dry = new Uint8Array(r * c);
for (let i = 0; i < r; i++) {
  const row = lines[i + 1];
  for (let j = 0; j < c; j++) if (row.charCodeAt(j) === 35) dry[i * c + j] = 1;
}
const seen = new Uint8Array(r * c);
const q = new Int32Array(r * c);
let patches = 0;
let largest = 0;
for (let s = 0; s < r * c; s++) {
  if (!dry[s] || seen[s]) continue;
  patches++;
  let head = 0;
  let tail = 0;
  q[tail++] = s;
  seen[s] = 1;
  while (head < tail) {
    const cur = q[head++];
    const ci = (cur / c) | 0;
    const cj = cur - ci * c;
    if (ci > 0 && dry[cur - c] && !seen[cur - c]) { seen[cur - c] = 1; q[tail++] = cur - c; }
    if (ci < r - 1 && dry[cur + c] && !seen[cur + c]) { seen[cur + c] = 1; q[tail++] = cur + c; }
    if (cj > 0 && dry[cur - 1] && !seen[cur - 1]) { seen[cur - 1] = 1; q[tail++] = cur - 1; }
    if (cj < c - 1 && dry[cur + 1] && !seen[cur + 1]) { seen[cur + 1] = 1; q[tail++] = cur + 1; }
  }
  if (tail > largest) largest = tail;
}
console.log(`${patches} ${largest}`);
