// h[i][j] is the elevation of cell (i, j). Return the number of cells on the longest trail that
// moves between side-adjacent cells and is strictly ascending.
// Careful: trails can be 250000 cells long, so deep recursion overflows the stack.
function longestAscent(h) {
  // TODO: implement
  return 0;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0).map(Number);
const r = data[0], c = data[1];
const h = [];
for (let i = 0; i < r; i++) h.push(data.slice(2 + i * c, 2 + (i + 1) * c));
console.log(String(longestAscent(h)));
