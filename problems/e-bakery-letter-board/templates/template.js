const lines = require('fs').readFileSync(0, 'utf8').split('\n').map((x) => x.trim());

// The board shows s; tomorrow it must show t (same length). Return the minimum number of tiles
// that must be replaced, when rearranging the tiles is free.
function tilesToReplace(s, t) {
  // TODO: write your solution here
  return 0;
}

console.log(tilesToReplace(lines[1], lines[2]));
