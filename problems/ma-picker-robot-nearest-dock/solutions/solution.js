const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = lines[0].trim().split(/\s+/).map(Number);
const total = r * c;
const cell = new Uint8Array(total); // 0 free, 1 shelf, 2 dock
let src = -1;
for (let i = 0; i < r; i++) {
  const row = lines[i + 1];
  for (let j = 0; j < c; j++) {
    const ch = row[j];
    if (ch === '#') cell[i * c + j] = 1;
    else if (ch === 'T') cell[i * c + j] = 2;
    else if (ch === 'S') src = i * c + j;
  }
}
const dist = new Int32Array(total).fill(-1);
const q = new Int32Array(total);
let head = 0;
let tail = 0;
dist[src] = 0;
q[tail++] = src;
let ans = -1;
while (head < tail) {
  const cur = q[head++];
  if (cell[cur] === 2) {
    ans = dist[cur];
    break;
  }
  const ci = (cur / c) | 0;
  const cj = cur - ci * c;
  const d = dist[cur] + 1;
  if (ci > 0 && cell[cur - c] !== 1 && dist[cur - c] === -1) { dist[cur - c] = d; q[tail++] = cur - c; }
  if (ci < r - 1 && cell[cur + c] !== 1 && dist[cur + c] === -1) { dist[cur + c] = d; q[tail++] = cur + c; }
  if (cj > 0 && cell[cur - 1] !== 1 && dist[cur - 1] === -1) { dist[cur - 1] = d; q[tail++] = cur - 1; }
  if (cj < c - 1 && cell[cur + 1] !== 1 && dist[cur + 1] === -1) { dist[cur + 1] = d; q[tail++] = cur + 1; }
}
console.log(String(ans));
