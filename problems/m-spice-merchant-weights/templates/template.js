const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// Return the number of selections of the given (distinct) masses, each usable any number of
// times, whose total is exactly amount, modulo 1 000 000 007.
function countSelections(masses, amount) {
  // TODO: write your solution here
  return 0;
}

const n = tokens[0];
const amount = tokens[1];
console.log(countSelections(tokens.slice(2, 2 + n), amount));
