const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// Return the number of pairs i < j with levels[i] > k * levels[j].
// (k * levels[j] can exceed 2^53; compared with readings of at most 10^9 in absolute value,
// the rounded product still gives the right answer. The count itself is exact.)
function countPlunges(levels, k) {
  // TODO: write your solution here
  return 0;
}

const n = tokens[0];
const k = tokens[1];
console.log(String(countPlunges(tokens.slice(2, 2 + n), k)));
