const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// w[i][j] is the waste of blower i at furnace j (an n x n table). Return the smallest total
// waste of a one-to-one assignment of blowers to furnaces.
function leastWaste(w) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
const w = [];
for (let i = 0; i < n; i++) w.push(data.slice(1 + i * n, 1 + (i + 1) * n));
console.log(String(leastWaste(w)));
