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
    this.val = val; // the tint of the crystal
    this.left = null;
    this.right = null;
  }
}

// Return the topmost tier (the top crystal is tier 1) that breaks the mirror test, or 0 if the
// chandelier passes (also when root === null). Strands can be 2.5 * 10^4 crystals long:
// avoid deep recursion.
function firstBrokenTier(root) {
  // TODO: write your solution here
  return 0;
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
console.log(String(firstBrokenTier(n > 0 ? node[0] : null)));
