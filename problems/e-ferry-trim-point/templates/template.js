const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// Return the smallest index whose left sum equals its right sum, or -1 if there is none.
// (Sums stay below 2^53, so plain numbers are exact.)
function findTrimPoint(trim) {
  // TODO: write your solution here
  return -1;
}

const n = data[0];
const trim = data.slice(1, 1 + n);
console.log(String(findTrimPoint(trim)));
