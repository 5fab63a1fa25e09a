const lines = require('fs').readFileSync(0, 'utf8').split('\n');

// roof[i][j] is '.' (free) or '#' (blocked). Return [L, count]: the largest side L of a free
// square aligned with the grid and the number of its positions; [0, 0] if no cell is free.
function largestArray(roof) {
  // TODO: write your solution here
  return [0, 0];
}

const r = Number(lines[0].trim().split(/\s+/)[0]);
const roof = lines.slice(1, 1 + r).map((s) => s.trim());
const [L, count] = largestArray(roof);
console.log(`${L} ${count}`);
