'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// freezes is a flat array [i0, j0, i1, j1, ...]: the cell that freezes in each night.
// Return an array with the number of ice sheets after every night.
function sheetCounts(r, c, freezes) {
  // TODO: write your solution here
  return new Array(freezes.length / 2).fill(0);
}

const t = data.split(/\s+/).filter((s) => s.length > 0).map(Number);
const [r, c, k] = t;
const freezes = t.slice(3, 3 + 2 * k);
process.stdout.write(`${sheetCounts(r, c, freezes).join(' ')}\n`);
