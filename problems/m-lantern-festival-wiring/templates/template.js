const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);

// Lantern i hangs above (xs[i], ys[i]). Return the minimum total length of wire
// (Manhattan distances) that connects all lanterns. The total stays below 2^53,
// so a Number is exact.
function minWireLength(xs, ys) {
  // TODO: write your solution here
  return 0;
}

const n = Number(tokens[0]);
const xs = new Array(n);
const ys = new Array(n);
for (let i = 0; i < n; i++) {
  xs[i] = Number(tokens[1 + 2 * i]);
  ys[i] = Number(tokens[2 + 2 * i]);
}
console.log(String(minWireLength(xs, ys)));
