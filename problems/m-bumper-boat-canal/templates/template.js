'use strict';
const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);

// a[i] > 0: boat heading east with weight a[i]; a[i] < 0: heading west with weight -a[i].
// Return the boats left in the canal, from west to east.
function survivors(a) {
  // TODO: write your solution here
  return [];
}

const n = Number(tokens[0]);
const a = [];
for (let i = 1; i <= n; i++) a.push(Number(tokens[i]));
const r = survivors(a);
process.stdout.write(`${r.length}\n${r.join(' ')}\n`);
