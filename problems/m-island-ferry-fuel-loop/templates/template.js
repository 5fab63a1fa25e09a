const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// fuel[i] litres can be loaded at island i; the leg from island i to island (i + 1) % n burns
// cost[i] litres. Return how many islands the ferry can start from (empty tank) and sail the
// whole loop without the tank ever going below empty.
function countStarts(fuel, cost) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
console.log(String(countStarts(data.slice(1, 1 + n), data.slice(1 + n, 1 + 2 * n))));
