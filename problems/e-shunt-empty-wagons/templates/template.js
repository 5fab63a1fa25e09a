const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// Rearrange wagons in place: loaded wagons (non-zero) first in their original order,
// then all empty wagons (0).
function shuntEmptyWagons(wagons) {
  // TODO: write your solution here
}

const n = data[0];
const wagons = data.slice(1, 1 + n);
shuntEmptyWagons(wagons);
console.log(wagons.join(' '));
