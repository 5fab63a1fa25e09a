const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// weight[i] is the weight of sack i (n <= 36). Return the number of sets of sacks (the empty set
// included) whose total weight lies in [L, R]. (All totals stay below 2^53: Numbers are exact.)
function countReleases(weight, L, R) {
  // TODO: write your solution here
  return 0;
}

const n = tokens[0];
console.log(String(countReleases(tokens.slice(3, 3 + n), tokens[1], tokens[2])));
