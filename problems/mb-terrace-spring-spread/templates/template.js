'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// grid[i] is a string of 'S' (spring), '.' (dry soil) and '#' (rock). Return the minutes until
// every soil plot is wet, or -1 if some soil plot is never reached.
function minutesToSoak(grid) {
  // TODO: spread the water from the springs
  return 0;
}

const tokens = data.split(/\s+/).filter((s) => s.length > 0);
const r = Number(tokens[0]);
const grid = tokens.slice(2, 2 + r);
process.stdout.write(`${minutesToSoak(grid)}\n`);
