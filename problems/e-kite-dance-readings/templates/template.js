const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// h[i] is the i-th height reading. Return the largest number of readings that can be picked, in
// order, so that the steps between picked readings strictly rise and fall alternately.
function longestDance(h) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
const h = data.slice(1, 1 + n);
console.log(String(longestDance(h)));
