const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// heights[i] is the height of tower i, towers in clockwise order on a closed rim. Return, for
// every tower, the number of clockwise steps to the first strictly taller tower, or -1.
function stepsToTaller(heights) {
  // TODO: write your solution here
  return heights.map(() => -1);
}

const n = data[0];
const heights = data.slice(1, 1 + n);
process.stdout.write(stepsToTaller(heights).join(' ') + '\n');
