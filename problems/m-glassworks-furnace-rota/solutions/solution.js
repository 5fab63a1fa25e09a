const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const w = [];
for (let i = 0; i < n; i++) w.push(data.slice(1 + i * n, 1 + (i + 1) * n));
const full = (1 << n) - 1;
// best[mask]: least waste placing the first popcount(mask) blowers on the furnaces of mask
const best = new Float64Array(1 << n).fill(Infinity);
const pop = new Uint8Array(1 << n);
for (let mask = 1; mask <= full; mask++) pop[mask] = pop[mask >> 1] + (mask & 1);
best[0] = 0;
for (let mask = 0; mask < full; mask++) {
  const cur = best[mask];
  const row = w[pop[mask]];
  for (let j = 0; j < n; j++) {
    if ((mask >> j) & 1) continue;
    const next = mask | (1 << j);
    if (cur + row[j] < best[next]) best[next] = cur + row[j];
  }
}
console.log(String(best[full]));
