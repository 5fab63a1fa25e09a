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
    this.val = val; // the gain of the mast
    this.left = null; // the mast it feeds to the west
    this.right = null; // the mast it feeds to the east
  }
}

// Return one pair per tier, from the top: [gain of the easternmost mast, total gain of the tier].
// The tree can be a chain of 5 * 10^4 masts: avoid deep recursion.
function eastView(root) {
  // TODO: write your solution here
  return [];
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
const tiers = eastView(node[0]);
process.stdout.write(tiers.map(([e, s]) => `${e} ${s}\n`).join(''));
