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

// value[i] is the value of gallery i; children[i] lists the galleries dug out from gallery i.
// Gallery 0 is the entrance. Return the number of runs (straight-down sequences of one or more
// galleries) whose values add up to exactly k. The mine can be a shaft of 5 * 10^4 galleries:
// avoid deep recursion. Sums stay below 2^53, so plain numbers are exact.
function countRuns(n, k, value, children) {
  // TODO: write your solution here
  return 0;
}

const n = nextInt();
const k = nextInt();
const value = new Array(n);
for (let i = 0; i < n; i++) value[i] = nextInt();
const children = Array.from({ length: n }, () => []);
for (let i = 1; i < n; i++) children[nextInt()].push(i);
console.log(String(countRuns(n, k, value, children)));
