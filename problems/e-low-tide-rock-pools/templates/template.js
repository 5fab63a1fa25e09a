'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// grid[i] is a string of '.' (water) and '#' (rock). Return [number of rock pools, number of
// water cells in them].
function rockPools(r, c, grid) {
  // TODO: write your solution here
  return [0, 0];
}

const t = data.split(/\s+/).filter((s) => s.length > 0);
const r = Number(t[0]);
const c = Number(t[1]);
const grid = t.slice(2, 2 + r);
process.stdout.write(`${rockPools(r, c, grid).join(' ')}\n`);
