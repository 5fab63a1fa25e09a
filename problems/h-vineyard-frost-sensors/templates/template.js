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

// children[i] lists the valves joined to valve i by a pipe, below it when the tree is rooted at
// valve 0. Return the smallest number of sensors (a sensor watches its valve and every valve
// joined to it) that watch every valve. The network can be a line of 5 * 10^4 valves: avoid
// deep recursion.
function minSensors(n, children) {
  // TODO: write your solution here
  return 0;
}

const n = nextInt();
const children = Array.from({ length: n }, () => []);
for (let i = 1; i < n; i++) children[nextInt()].push(i);
console.log(String(minSensors(n, children)));
