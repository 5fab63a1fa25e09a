const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0).map(Number);
const r = data[0], c = data[1];
const N = r * c;
const h = Float64Array.from(data.slice(2, 2 + N));
const dr = [-1, 1, 0, 0], dc = [0, 0, -1, 1];
const indeg = new Int32Array(N);
for (let i = 0; i < r; i++) {
  for (let j = 0; j < c; j++) {
    for (let d = 0; d < 4; d++) {
      const ni = i + dr[d], nj = j + dc[d];
      if (ni >= 0 && ni < r && nj >= 0 && nj < c && h[ni * c + nj] < h[i * c + j]) indeg[i * c + j]++;
    }
  }
}
let layer = new Int32Array(N), next = new Int32Array(N);
let ls = 0;
for (let v = 0; v < N; v++) if (indeg[v] === 0) layer[ls++] = v;
let layers = 0;
while (ls > 0) {
  layers++;
  let ns = 0;
  for (let k = 0; k < ls; k++) {
    const v = layer[k], i = (v / c) | 0, j = v - i * c;
    for (let d = 0; d < 4; d++) {
      const ni = i + dr[d], nj = j + dc[d];
      if (ni < 0 || ni >= r || nj < 0 || nj >= c) continue;
      const w = ni * c + nj;
      if (h[w] > h[v] && --indeg[w] === 0) next[ns++] = w;
    }
  }
  const t = layer; layer = next; next = t;
  ls = ns;
}
console.log(String(layers));
