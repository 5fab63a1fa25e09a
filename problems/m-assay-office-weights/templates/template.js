const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// mass[i] and count[i] describe kind i of weights. Return how many masses m with 1 <= m <= M
// can be made exactly, using at most count[i] weights of kind i.
function countMeasurable(mass, count, M) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
const M = data[1];
const mass = [];
const count = [];
for (let i = 0; i < n; i++) { mass.push(data[2 + 2 * i]); count.push(data[3 + 2 * i]); }
console.log(String(countMeasurable(mass, count, M)));
