'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// parent[i] is the parent of person i (parent[0] = -1: the founder).
// Return an array: for every person, the number of their descendants.
function descendants(n, parent) {
  // TODO: write your solution here
  return new Array(n).fill(0);
}

const t = data.split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = t[0];
const parent = [-1];
for (let i = 1; i < n; i++) parent.push(t[i]);
process.stdout.write(`${descendants(n, parent).join(' ')}\n`);
