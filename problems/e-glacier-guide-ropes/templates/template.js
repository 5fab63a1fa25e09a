'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// ropes[i] = [u, v], in the order they were stretched. Return the number (counted from 1) of the
// first rope whose two huts were already linked by earlier ropes, or -1 if there is none.
function firstLoopRope(n, ropes) {
  // TODO: write your solution here
  return -1;
}

const t = data.split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = t[0];
const m = t[1];
const ropes = [];
for (let i = 0; i < m; i++) ropes.push([t[2 + 2 * i], t[3 + 2 * i]]);
process.stdout.write(`${firstLoopRope(n, ropes)}\n`);
