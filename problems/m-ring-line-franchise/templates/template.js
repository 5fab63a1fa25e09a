const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// p[i] is the result of station i on a ring (station n - 1 is followed by station 0). Return the
// largest sum of an arc of 1 to n consecutive stations, possibly wrapping.
function bestArc(p) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
console.log(String(bestArc(data.slice(1, 1 + n))));
