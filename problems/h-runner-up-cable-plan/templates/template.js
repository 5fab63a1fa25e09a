'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// cables[i] = [u, v, w]. Return the cost of the cheapest plan (n - 1 cables connecting all n
// islands) that differs from a cheapest plan in at least one cable, or -1 if there is no such
// plan. (Totals stay below 2^53, so plain numbers are exact.)
function runnerUpCost(n, cables) {
  // TODO: write your solution here
  return -1;
}

const t = data.split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = t[0];
const m = t[1];
const cables = [];
for (let i = 0; i < m; i++) cables.push([t[2 + 3 * i], t[3 + 3 * i], t[4 + 3 * i]]);
process.stdout.write(`${runnerUpCost(n, cables)}\n`);
