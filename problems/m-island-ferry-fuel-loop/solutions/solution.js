const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const P = new Float64Array(n + 1); // sums stay far below 2^53
for (let i = 0; i < n; i++) P[i + 1] = P[i] + data[1 + i] - data[1 + n + i];
const sufMin = new Float64Array(n + 1);
const preMin = new Float64Array(n + 1);
sufMin[n] = Infinity;
for (let s = n - 1; s >= 0; s--) sufMin[s] = Math.min(sufMin[s + 1], P[s + 1]);
preMin[0] = Infinity;
for (let s = 1; s <= n; s++) preMin[s] = Math.min(preMin[s - 1], P[s]);
let count = 0;
for (let s = 0; s < n; s++) {
  if (sufMin[s] < P[s]) continue;
  if (s > 0 && P[n] + preMin[s] < P[s]) continue;
  count++;
}
console.log(String(count));
