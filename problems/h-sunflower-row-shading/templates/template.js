'use strict';
const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);

// h lists the heights from west to east. Return the number of days on which at least one
// sunflower wilts.
function wiltingDays(h) {
  // TODO: write your solution here
  return 0;
}

const n = Number(tokens[0]);
const h = [];
for (let i = 1; i <= n; i++) h.push(Number(tokens[i]));
process.stdout.write(`${wiltingDays(h)}\n`);
