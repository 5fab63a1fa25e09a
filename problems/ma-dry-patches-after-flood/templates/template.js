const lines = require('fs').readFileSync(0, 'utf8').split('\n');

// grid[i][j] is '#' (dry) or '.' (flooded).
// Return [number of dry patches, size of the largest dry patch].
function surveyPatches(grid) {
  // TODO: implement
  return [0, 0];
}

const [r] = lines[0].trim().split(/\s+/).map(Number);
const grid = [];
for (let i = 0; i < r; i++) grid.push(lines[i + 1].trim());
const ans = surveyPatches(grid);
console.log(`${ans[0]} ${ans[1]}`);
