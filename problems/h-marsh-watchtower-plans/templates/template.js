const lines = require('fs').readFileSync(0, 'utf8').split('\n').map((l) => l.trim());

// grid[r][c] is '.', '#' (marsh) or 'T' (an existing tower). Return the number of ways to have
// n towers in total, none seeing another along a row, column or diagonal, with no tower on marsh
// and every existing tower kept. Tip: row-by-row backtracking with bit masks.
function countPlans(grid) {
  // TODO: write your solution here
  return 0;
}

const n = Number(lines[0]);
console.log(String(countPlans(lines.slice(1, 1 + n))));
