const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);

// n pots numbered 1..n. Round k gives v[k] ml to every pot from l[k] to r[k] (both included).
// Return how many pots receive at least T ml in total.
function countThriving(n, l, r, v, T) {
  // TODO: write your solution here
  return 0;
}

const n = data[0];
const q = data[1];
const T = data[2];
const l = [];
const r = [];
const v = [];
for (let k = 0; k < q; k++) {
  l.push(data[3 + 3 * k]);
  r.push(data[4 + 3 * k]);
  v.push(data[5 + 3 * k]);
}
console.log(String(countThriving(n, l, r, v, T)));
