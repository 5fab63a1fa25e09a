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

class TreeNode {
  constructor(val) {
    this.val = val; // the reserve price of the lot
    this.left = null;
    this.right = null;
  }
}

// The tree is a binary search tree (distinct prices). Return [number of lots with
// lo <= price <= hi, sum of their prices]; root is null for an empty register.
// The tree can be a chain of 5 * 10^4 lots: avoid deep recursion.
function reserveWindow(root, lo, hi) {
  // TODO: write your solution here
  return [0, 0];
}

const n = nextInt();
const node = new Array(n);
const L = new Int32Array(n);
const R = new Int32Array(n);
for (let i = 0; i < n; i++) {
  node[i] = new TreeNode(nextInt());
  L[i] = nextInt();
  R[i] = nextInt();
}
for (let i = 0; i < n; i++) {
  if (L[i] !== -1) node[i].left = node[L[i]];
  if (R[i] !== -1) node[i].right = node[R[i]];
}
const lo = nextInt();
const hi = nextInt();
const ans = reserveWindow(n > 0 ? node[0] : null, lo, hi);
console.log(`${ans[0]} ${ans[1]}`);
