const lines = require('fs').readFileSync(0, 'utf8').split('\n');

// plan[i][j] is '.', '#', 'S' (exactly one) or 'P' (at most 15).
// Return the minimum number of steps to check every panel starting from S,
// 0 if there are no panels, or -1 if some panel cannot be reached.
function minPatrolSteps(plan) {
  // TODO: write your solution here
  return -1;
}

const [r] = lines[0].trim().split(/\s+/).map(Number);
const plan = new Array(r);
for (let i = 0; i < r; i++) plan[i] = lines[1 + i].trim();
console.log(minPatrolSteps(plan));
