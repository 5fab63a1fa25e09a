const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);

// Return [i, j] (i < j) as described in the statement, or null if no pair exists.
function findTwins(amounts, target) {
  // TODO: write your solution here
  return null;
}

const n = Number(tokens[0]);
const target = Number(tokens[1]);
const amounts = tokens.slice(2, 2 + n).map(Number);
const ans = findTwins(amounts, target);
console.log(ans === null ? '-1' : `${ans[0]} ${ans[1]}`);
