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

// children[i] lists the towns joined to town i by a road, below it when the tree is rooted at
// town 0. Return D(x) for every town x (an array): the sum of the distances (in roads) from x
// to all other towns. The county can be one road of 5 * 10^4 towns: avoid deep recursion.
function marketDistances(n, children) {
  // TODO: write your solution here
  return new Array(n).fill(0);
}

const n = nextInt();
const children = Array.from({ length: n }, () => []);
for (let i = 1; i < n; i++) children[nextInt()].push(i);
console.log(marketDistances(n, children).join(' '));
