'use strict';
const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
const n = Number(tokens[0]);
const k = Number(tokens[1]);
const best = new Float64Array(n);
const dq = new Int32Array(n);
let head = 0;
let tail = 0;
best[0] = Number(tokens[2]);
dq[tail++] = 0;
// deque of indices with strictly decreasing best values
for (let i = 1; i < n; i++) {
  while (dq[head] < i - k) head++;
  best[i] = Number(tokens[2 + i]) + best[dq[head]];
  while (tail > head && best[dq[tail - 1]] <= best[i]) tail--;
  dq[tail++] = i;
}
process.stdout.write(`${best[n - 1]}\n`);
