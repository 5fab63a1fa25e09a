'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// 0/1 knapsack over capacities, iterating capacities downwards so each item is used once.
// Totals stay below 5 * 10^11 < 2^53, so doubles represent them exactly.
function bestPayload(W, mass, score) {
  const best = new Float64Array(W + 1);
  for (let i = 0; i < mass.length; i++) {
    const m = mass[i];
    const v = score[i];
    for (let c = W; c >= m; c--) {
      const cand = best[c - m] + v;
      if (cand > best[c]) best[c] = cand;
    }
  }
  return best[W];
}

const t = data.split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = t[0];
const W = t[1];
const mass = [];
const score = [];
for (let i = 0; i < n; i++) {
  mass.push(t[2 + 2 * i]);
  score.push(t[3 + 2 * i]);
}
process.stdout.write(`${bestPayload(W, mass, score)}\n`);
