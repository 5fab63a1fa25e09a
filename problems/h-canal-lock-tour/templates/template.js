const data = require('fs').readFileSync(0, 'utf8');
let pos = 0;
function nextInt() {
  while (pos < data.length) {
    const c = data.charCodeAt(pos);
    if (c === 45 || (c >= 48 && c <= 57)) break;
    pos++;
  }
  let neg = false;
  if (data.charCodeAt(pos) === 45) {
    neg = true;
    pos++;
  }
  let r = 0;
  while (pos < data.length) {
    const c = data.charCodeAt(pos);
    if (c < 48 || c > 57) break;
    r = r * 10 + (c - 48);
    pos++;
  }
  return neg ? -r : r;
}

// value[i] is what passing lock i earns (may be negative); children[i] lists the locks joined
// to lock i below it (lock 0 is the root). Return the largest value of a tour: a path of one or
// more distinct locks along canal stretches. The network can be a line of 5 * 10^4 locks: avoid
// deep recursion. Sums stay below 2^53, so plain numbers are exact.
function bestTour(n, value, children) {
  // TODO: write your solution here
  return 0;
}

const n = nextInt();
const value = new Array(n);
for (let i = 0; i < n; i++) value[i] = nextInt();
const children = Array.from({ length: n }, () => []);
for (let i = 1; i < n; i++) children[nextInt()].push(i);
console.log(String(bestTour(n, value, children)));
