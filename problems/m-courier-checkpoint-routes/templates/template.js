const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// One request: destination (x, y), checkpoint (u, v). Return the number of shortest routes from
// (0, 0) to (x, y) through (u, v), modulo 1000000007 (0 if no shortest route passes the checkpoint).
// routesThrough is called for every request, so precompute anything you need once (outside it).
// Careful: a product of two residues can pass 2^53, where Numbers lose precision.
function routesThrough(x, y, u, v) {
  // TODO: write your solution here
  return 0;
}

const q = data[0];
const out = [];
for (let t = 0; t < q; t++) {
  out.push(String(routesThrough(data[1 + 4 * t], data[2 + 4 * t], data[3 + 4 * t], data[4 + 4 * t])));
}
console.log(out.join('\n'));
