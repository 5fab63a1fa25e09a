// Greedy instead of a running minimum: the learner buys on the day of the overall lowest price
// and sells at the best price at least k days later, missing better trades that buy elsewhere.
const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, k] = data;
const p = data.slice(2, 2 + n);
let buy = 0;
for (let d = 1; d < n; d++) if (p[d] < p[buy]) buy = d;
let best = 0;
for (let j = buy + k; j < n; j++) best = Math.max(best, p[j] - p[buy]);
process.stdout.write(`${best}\n`);
