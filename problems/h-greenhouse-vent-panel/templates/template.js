const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);

// grid[i][j] is '1' for an open vent. Pressing (i, j) toggles it and its up/down/left/right
// neighbours. Return the fewest presses that close every vent, or -1 if that is impossible.
function fewestPresses(grid) {
  // TODO: write your solution here
  return -1;
}

const r = Number(tokens[0]);
console.log(String(fewestPresses(tokens.slice(2, 2 + r))));
