const lines = require('fs').readFileSync(0, 'utf8').split('\n');

// grid[i][j] is 'S' (the robot, exactly one), 'T' (a dock), '#' (a shelf) or '.' (free floor).
// Return the minimum number of moves from S to any dock, or -1 if no dock can be reached.
function nearestDock(grid) {
  // TODO: implement
  return 0;
}

const [r] = lines[0].trim().split(/\s+/).map(Number);
const grid = [];
for (let i = 0; i < r; i++) grid.push(lines[i + 1].trim());
console.log(String(nearestDock(grid)));
