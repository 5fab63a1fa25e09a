'use strict';
const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);

// Return the minimum total cost of welding all pieces into one chain
// (welding pieces of lengths x and y costs x + y).
function minWeldCost(a) {
  // TODO: write your solution here
  return 0;
}

const n = Number(tokens[0]);
const a = [];
for (let i = 1; i <= n; i++) a.push(Number(tokens[i]));
process.stdout.write(`${minWeldCost(a)}\n`);
