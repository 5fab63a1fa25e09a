const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// Return the number of stretches i..j whose total rainfall lies in [low, high].
// (Counts stay below 2^53, so plain numbers are exact.)
function countModerate(rain, low, high) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
const rain = data.slice(3, 3 + n);
console.log(String(countModerate(rain, data[1], data[2])));
