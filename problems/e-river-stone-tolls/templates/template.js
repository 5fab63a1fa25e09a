const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// tolls[i] is the toll of stone i. Start on the near bank (before stone 0), hop 1 or 2 positions
// at a time, finish on the far bank (after stone n-1). Return the minimum total toll.
// (Totals stay below 2^53, so plain numbers are exact.)
function minTotalToll(tolls) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
console.log(String(minTotalToll(data.slice(1, 1 + n))));
