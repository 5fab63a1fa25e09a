const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// spots[i] is the position of a marked spot (distinct, in any order). Choose k different spots so
// that the smallest distance between two chosen spots is as large as possible; return it.
function widestSpacing(spots, k) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
const k = data[1];
console.log(String(widestSpacing(data.slice(2, 2 + n), k)));
