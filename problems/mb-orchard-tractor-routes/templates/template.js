'use strict';
const data = require('fs').readFileSync(0, 'utf8');

const MOD = 1000000007;

// grid[i] is a string of '.' (open) and '#' (tree). Return the number of east/south routes
// from the top-left to the bottom-right cell, modulo 1000000007.
function countRoutes(grid) {
  // TODO: count the routes
  return 0;
}

const tokens = data.split(/\s+/).filter((s) => s.length > 0);
const r = Number(tokens[0]);
const grid = tokens.slice(2, 2 + r);
process.stdout.write(`${countRoutes(grid)}\n`);
