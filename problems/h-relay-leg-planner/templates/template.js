const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// Split the segments into k consecutive non-empty legs. Return [M, sizes]: the smallest possible
// longest leg, and the array of the number of segments of each runner in the plan the statement
// asks for. (All sums stay below 2^53, so plain numbers are exact.)
function planLegs(segments, k) {
  // TODO: write your solution here
  return [0, new Array(k).fill(0)];
}

const n = data[0];
const k = data[1];
const [M, sizes] = planLegs(data.slice(2, 2 + n), k);
process.stdout.write(`${M}\n${sizes.join(' ')}\n`);
