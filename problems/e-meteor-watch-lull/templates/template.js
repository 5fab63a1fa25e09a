const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// Return [length of the longest lull, time at which it starts] (earliest start on ties).
function longestLull(times) {
  // TODO: write your solution here
  return [0, 0];
}

const n = data[0];
const times = data.slice(1, 1 + n);
const ans = longestLull(times);
console.log(`${ans[0]} ${ans[1]}`);
