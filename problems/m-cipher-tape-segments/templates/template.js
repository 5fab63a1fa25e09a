const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// codes[i] < 2^20. Return the number of segments l..r (l <= r) whose codes XOR to k.
// (The count stays below 2^53: plain numbers are exact.)
function countSegments(codes, k) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
const k = data[1];
console.log(String(countSegments(data.slice(2, 2 + n), k)));
