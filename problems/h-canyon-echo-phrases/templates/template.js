const s = require('fs').readFileSync(0, 'utf8').trim();

// Return [count, longest]: the number of palindromic substrings of s (counted by position) and
// the length of the longest one. (The count stays below 2^53, so plain numbers are exact.)
function mirrorPhrases(s) {
  // TODO: write your solution here
  return [0, 0];
}

const [count, longest] = mirrorPhrases(s);
console.log(`${count} ${longest}`);
