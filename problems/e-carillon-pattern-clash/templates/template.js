const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// patterns[i] is a 20-bit chime pattern. Return the sum, over all pairs i < j, of the number of bits
// in which patterns[i] and patterns[j] differ. (The sum stays below 2^53: plain numbers are exact.)
function totalClash(patterns) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
const patterns = data.slice(1, 1 + n);
console.log(String(totalClash(patterns)));
