const s = require('fs').readFileSync(0, 'utf8').trim();

// Return the smallest number of letters that must be added in front of s to make it a palindrome.
function lettersToAdd(s) {
  // TODO: write your solution here
  return 0;
}

console.log(String(lettersToAdd(s)));
