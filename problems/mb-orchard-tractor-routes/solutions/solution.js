'use strict';
const data = require('fs').readFileSync(0, 'utf8');

const MOD = 1000000007;

// One-row DP: w[j] = routes to (row, j) = routes from above + routes from the left.
function countRoutes(grid) {
  const r = grid.length;
  const c = grid[0].length;
  const w = new Int32Array(c);
  w[0] = 1;
  for (let i = 0; i < r; i++) {
    const row = grid[i];
    for (let j = 0; j < c; j++) {
      if (row.charCodeAt(j) === 35) {
        w[j] = 0;
      } else if (j > 0) {
        let v = w[j] + w[j - 1];
        if (v >= MOD) v -= MOD;
        w[j] = v;
      }
    }
  }
  return w[c - 1];
}

const tokens = data.split(/\s+/).filter((s) => s.length > 0);
const r = Number(tokens[0]);
const grid = tokens.slice(2, 2 + r);
process.stdout.write(`${countRoutes(grid)}\n`);
