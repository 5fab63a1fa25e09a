const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = data[0];
const cost = [];
for (let i = 0; i < n; i++) cost.push(data.slice(1 + i * n, 1 + (i + 1) * n));
if (n === 1) {
  console.log('0');
} else {
  const full = (1 << n) - 1;
  const best = new Float64Array((full + 1) * n).fill(Infinity);
  best[n] = 0; // mask 1, depot 0
  for (let mask = 1; mask <= full; mask += 2) {
    for (let v = 0; v < n; v++) {
      const cur = best[mask * n + v];
      if (cur === Infinity) continue;
      const row = cost[v];
      for (let w = 0; w < n; w++) {
        if ((mask >> w) & 1 || row[w] < 0) continue;
        const idx = (mask | (1 << w)) * n + w;
        const c = cur + row[w];
        if (c < best[idx]) best[idx] = c;
      }
    }
  }
  let ans = Infinity;
  for (let v = 1; v < n; v++) {
    if (best[full * n + v] < Infinity && cost[v][0] >= 0) ans = Math.min(ans, best[full * n + v] + cost[v][0]);
  }
  console.log(ans === Infinity ? '-1' : String(ans));
}
