const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// Return the number of pairs i < j with |freqs[i] - freqs[j]| === k.
// (Counts stay below 2^53, so plain numbers are exact.)
function countBeatPairs(freqs, k) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
const k = data[1];
const freqs = data.slice(2, 2 + n);
console.log(String(countBeatPairs(freqs, k)));
