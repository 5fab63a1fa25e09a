const lines = require('fs').readFileSync(0, 'utf8').split('\n');

// grid[i][j] is '.' (gravel), '#' (hedge, one cut to enter) or 'X' (stone, never enter).
// Return the minimum number of cuts from (0, 0) to (r - 1, c - 1), or -1 if impossible.
function minHedgeCuts(grid) {
  // TODO: write your solution here
  return -1;
}

const [r] = lines[0].trim().split(' ').map(Number);
const grid = new Array(r);
for (let i = 0; i < r; i++) grid[i] = lines[1 + i].trim();
console.log(minHedgeCuts(grid));
