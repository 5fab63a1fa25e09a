const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// Return the trail that received more than half of all votes, or -1 if there is none.
function majorityTrail(votes) {
  // TODO: write your solution here
  return -1;
}

const n = data[0];
console.log(String(majorityTrail(data.slice(1, 1 + n))));
