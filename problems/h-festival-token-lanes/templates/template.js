'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// tokens[i]: the tokens handed out at plaza i. lanes is a flat array [u0, v0, u1, v1, ...]: one-way
// lanes from u to v. Return the largest number of tokens the collector can gather on a walk that
// starts at plaza 0 (each plaza pays out once).
function bestHaul(n, tokens, lanes) {
  // TODO: write your solution here
  return 0;
}

const t = data.split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = t[0];
const m = t[1];
const tokens = t.slice(2, 2 + n);
const lanes = t.slice(2 + n, 2 + n + 2 * m);
process.stdout.write(`${bestHaul(n, tokens, lanes)}\n`);
