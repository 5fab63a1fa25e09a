const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// h[i] is the rail height at survey point i. Return the number of points of the longest stretch
// that strictly rises to a peak and then strictly falls (at least one step each way), or 0.
function longestCamelback(h) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
console.log(String(longestCamelback(data.slice(1, 1 + n))));
