const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = lines[0].trim().split(/\s+/).map(Number);
// 1 = wall
const wall = new Uint8Array(r * c);
const points = [0];
for (let i = 0; i < r; i++) {
  const row = lines[1 + i].trim();
  for (let j = 0; j < c; j++) {
    const ch = row[j];
    if (ch === '#') wall[i * c + j] = 1;
    else if (ch === 'S') points[0] = i * c + j;
    else if (ch === 'P') points.push(i * c + j);
  }
}
const k = points.length - 1;
function solve() {
  if (k === 0) return 0;
  const P = k + 1;
  const D = [];
  const dist = new Int32Array(r * c);
  const q = new Int32Array(r * c);
  for (let s = 0; s < P; s++) {
    dist.fill(-1);
    let head = 0;
    let tail = 0;
    dist[points[s]] = 0;
    q[tail++] = points[s];
    while (head < tail) {
      const u = q[head++];
      const ur = (u / c) | 0;
      const uc = u - ur * c;
      const du = dist[u] + 1;
      if (ur + 1 < r && !wall[u + c] && dist[u + c] < 0) { dist[u + c] = du; q[tail++] = u + c; }
      if (ur > 0 && !wall[u - c] && dist[u - c] < 0) { dist[u - c] = du; q[tail++] = u - c; }
      if (uc + 1 < c && !wall[u + 1] && dist[u + 1] < 0) { dist[u + 1] = du; q[tail++] = u + 1; }
      if (uc > 0 && !wall[u - 1] && dist[u - 1] < 0) { dist[u - 1] = du; q[tail++] = u - 1; }
    }
    D.push(points.map((p) => dist[p]));
  }
  for (let t = 1; t < P; t++) if (D[0][t] < 0) return -1;
  const INF = 0x3fffffff;
  const full = (1 << k) - 1;
  const best = new Int32Array((full + 1) * k).fill(INF);
  for (let j = 0; j < k; j++) best[(1 << j) * k + j] = D[0][j + 1];
  for (let mask = 1; mask <= full; mask++) {
    for (let i = 0; i < k; i++) {
      const cur = best[mask * k + i];
      if (cur >= INF) continue;
      const Di = D[i + 1];
      for (let j = 0; j < k; j++) {
        if ((mask >> j) & 1) continue;
        const idx = (mask | (1 << j)) * k + j;
        const v = cur + Di[j + 1];
        if (v < best[idx]) best[idx] = v;
      }
    }
  }
  let answer = INF;
  for (let j = 0; j < k; j++) answer = Math.min(answer, best[full * k + j]);
  return answer;
}
console.log(solve());
