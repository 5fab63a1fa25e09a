'use strict';
const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);

// Customer i (0-based here) arrives at a[i] and needs d[i] minutes. Return the customer numbers
// (1-based) in the order the barber serves them.
function serviceOrder(a, d) {
  // TODO: write your solution here
  return new Array(a.length).fill(0);
}

const n = Number(tokens[0]);
const a = [];
const d = [];
for (let i = 0; i < n; i++) {
  a.push(Number(tokens[1 + 2 * i]));
  d.push(Number(tokens[2 + 2 * i]));
}
process.stdout.write(serviceOrder(a, d).join(' ') + '\n');
