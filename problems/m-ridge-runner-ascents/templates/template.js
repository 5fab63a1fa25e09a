const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// h[i][j] is the height of cell (i, j). Return [number of cells of the longest strictly
// ascending route, number of such routes modulo 1 000 000 007].
function longestAscents(h) {
  // TODO: write your solution here
  return [0, 0];
}

const r = tokens[0];
const c = tokens[1];
const h = [];
for (let i = 0; i < r; i++) h.push(tokens.slice(2 + i * c, 2 + (i + 1) * c));
const ans = longestAscents(h);
console.log(`${ans[0]} ${ans[1]}`);
