const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// Return the number of different warmth multisets {x, y, z} from three different vials
// with x + y + z === target. (Sums stay below 2^53, so plain numbers are exact.)
function countAccords(warmth, target) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
const target = data[1];
const warmth = data.slice(2, 2 + n);
console.log(String(countAccords(warmth, target)));
