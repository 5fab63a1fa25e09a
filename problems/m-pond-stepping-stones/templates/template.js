const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// From stone i you may jump to any stone j with i < j <= i + reach[i]. Return the minimum number of
// jumps from stone 0 to the last stone, or -1 if it cannot be reached.
function minimumJumps(reach) {
  // TODO: write your solution here
  return -1;
}

const n = data[0];
console.log(String(minimumJumps(data.slice(1, 1 + n))));
