const s = require('fs').readFileSync(0, 'utf8').trim();

// s holds '(' (car parked) and ')' (car returned). Return [L, count]: the length of the longest
// balanced substring and how many balanced substrings have that length; [0, 0] if there is none.
function longestConsistent(s) {
  // TODO: write your solution here
  return [0, 0];
}

const [L, count] = longestConsistent(s);
console.log(`${L} ${count}`);
