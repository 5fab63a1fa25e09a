const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = data[0];
const K = data[1];
// |prefix sums| <= 10^10 < 2^53: doubles are exact.
const P = new Float64Array(n + 1);
for (let i = 0; i < n; i++) P[i + 1] = P[i] + data[2 + i];
const dq = new Int32Array(n + 1);
let head = 0;
let tail = 0;
let bestLen = -1;
let bestStart = -1;
for (let b = 0; b <= n; b++) {
  while (head < tail && P[b] - P[dq[head]] >= K) {
    const a = dq[head++];
    const len = b - a;
    if (bestLen < 0 || len < bestLen || (len === bestLen && a < bestStart)) {
      bestLen = len;
      bestStart = a;
    }
  }
  while (head < tail && P[dq[tail - 1]] >= P[b]) tail--;
  dq[tail++] = b;
}
console.log(bestLen < 0 ? '-1' : `${bestLen} ${bestStart}`);
