const s = require('fs').readFileSync(0, 'utf8').trim();

// Return the number of different non-empty subsequences of s, modulo 1 000 000 007.
function countMotifs(s) {
  // TODO: write your solution here
  return 0;
}

console.log(String(countMotifs(s)));
