const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);

// output[i] is the net output of hour i + 1.
// Return [largest total of k consecutive hours, first hour (1-based) of the earliest such block].
// Totals stay below 2^53 in absolute value, so Numbers are exact.
function bestContractBlock(output, k) {
  // TODO: write your solution here
  return [0, 1];
}

const n = Number(tokens[0]);
const k = Number(tokens[1]);
const output = new Array(n);
for (let i = 0; i < n; i++) output[i] = Number(tokens[2 + i]);
const ans = bestContractBlock(output, k);
console.log(`${ans[0]} ${ans[1]}`);
