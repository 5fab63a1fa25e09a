const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// Return the number of stretches of consecutive songs with exactly k different genres.
// (Counts stay below 2^53, so plain numbers are exact.)
function countMixes(genres, k) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
console.log(String(countMixes(data.slice(2, 2 + n), data[1])));
