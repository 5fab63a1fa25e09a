// cost[i][j] is the energy of the corridor i -> j, or -1 if there is none (cost[i][i] = 0).
// Return the cheapest tour from depot 0 through every depot exactly once and back, or -1.
// Totals stay below 2^53, so plain JavaScript numbers are exact here.
function cheapestTour(cost) {
  // TODO: implement
  return -1;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = data[0];
const cost = [];
for (let i = 0; i < n; i++) cost.push(data.slice(1 + i * n, 1 + (i + 1) * n));
console.log(String(cheapestTour(cost)));
