'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// lines[i] = [u, v, w, heritage]; heritage = 1 means the line must be reopened.
// Return the minimum total cost of a network that contains every heritage line and connects
// all n stops, or -1 if that is impossible. (Totals stay below 2^53, so plain numbers are exact.)
function networkCost(n, lines) {
  // TODO: write your solution here
  return -1;
}

const t = data.split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = t[0];
const m = t[1];
const lines = [];
for (let i = 0; i < m; i++) lines.push([t[2 + 4 * i], t[3 + 4 * i], t[4 + 4 * i], t[5 + 4 * i]]);
process.stdout.write(`${networkCost(n, lines)}\n`);
