const lines = require('fs').readFileSync(0, 'utf8').split('\n');

// Return [maximum run length, 1-based number of the first hut of the earliest such run].
function longestRepaintedRun(colours, k) {
  // TODO: write your solution here
  return [0, 1];
}

const k = Number(lines[0].trim().split(' ')[1]);
const colours = lines[1].trim();
const ans = longestRepaintedRun(colours, k);
console.log(`${ans[0]} ${ans[1]}`);
