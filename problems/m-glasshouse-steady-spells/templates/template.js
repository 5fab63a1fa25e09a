const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// t[i] is the reading of minute i. Return the number of stretches i..j (i <= j) whose highest
// reading minus lowest reading is at most d. (The count stays below 2^53.)
function countSteadySpells(t, d) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
const d = data[1];
console.log(String(countSteadySpells(data.slice(2, 2 + n), d)));
