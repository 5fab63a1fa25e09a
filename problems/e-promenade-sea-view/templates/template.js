const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// heights[i] is the height of block i, from west to east; the sea is east of the last block.
// Return how many blocks are strictly taller than every block east of them.
function countSeaViews(heights) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
const heights = data.slice(1, 1 + n);
console.log(String(countSeaViews(heights)));
