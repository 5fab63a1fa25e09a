const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// rows is sorted in non-decreasing order. Return [first, last]: the first and last index holding
// x, or [-1, -1] if x does not occur. Aim for O(log n).
function findBlock(rows, x) {
  // TODO: write your solution here
  return [-1, -1];
}

const n = data[0];
const rows = data.slice(1, 1 + n);
const q = data[1 + n];
const out = [];
for (let j = 0; j < q; j++) {
  const b = findBlock(rows, data[2 + n + j]);
  out.push(`${b[0]} ${b[1]}`);
}
process.stdout.write(out.join('\n') + '\n');
