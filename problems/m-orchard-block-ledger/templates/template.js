const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// grid[i][j] is the net yield of row i + 1, column j + 1. Each query is [r1, c1, r2, c2]
// (1-based, inclusive). Return the total net yield of every queried block, in order.
// (Totals stay below 2^53, so plain numbers are exact.)
function blockTotals(grid, queries) {
  // TODO: write your solution here
  return queries.map(() => 0);
}

let pos = 0;
const r = data[pos++];
const c = data[pos++];
const grid = [];
for (let i = 0; i < r; i++) {
  grid.push(data.slice(pos, pos + c));
  pos += c;
}
const q = data[pos++];
const queries = [];
for (let t = 0; t < q; t++) {
  queries.push(data.slice(pos, pos + 4));
  pos += 4;
}
process.stdout.write(blockTotals(grid, queries).join('\n') + '\n');
