const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const MOD = 1000000007;

// For every lighthouse height steps[k], return the number of ways to climb it
// (single or double steps), modulo 1 000 000 007, in the same order.
function countWays(steps) {
  const result = new Array(steps.length).fill(0);
  // TODO: write your solution here
  return result;
}

const t = data[0];
const result = countWays(data.slice(1, 1 + t));
process.stdout.write(result.join('\n') + '\n');
