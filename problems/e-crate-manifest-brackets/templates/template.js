const lines = require('fs').readFileSync(0, 'utf8').split('\n');

// Return the position of the first error in the packing list as the statement defines it,
// or -1 if the list is valid.
function firstError(list) {
  // TODO: write your solution here
  return -1;
}

const n = Number(lines[0]);
const list = lines[1].trim();
console.log(String(firstError(list)));
