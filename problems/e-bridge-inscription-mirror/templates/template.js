const text = require('fs').readFileSync(0, 'utf8').split('\n')[0].replace(/\r$/, '');

// text is the whole inscription. Ignoring non-letters and case, return 0 if it reads the same
// forwards and backwards, 1 if removing one letter makes it do so, and -1 otherwise.
// Tip: two pointers from both ends.
function mirrorCheck(text) {
  // TODO: write your solution here
  return 0;
}

console.log(String(mirrorCheck(text)));
