const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// Return [length, first minute] of the shortest (then earliest) stretch with net climb >= K,
// or null if there is none. (Sums stay below 2^53, so plain numbers are exact.)
function shortestClimb(climb, K) {
  // TODO: write your solution here
  return null;
}

const n = data[0];
const ans = shortestClimb(data.slice(2, 2 + n), data[1]);
console.log(ans === null ? '-1' : `${ans[0]} ${ans[1]}`);
