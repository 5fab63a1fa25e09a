const data = require('fs').readFileSync(0, 'utf8');
let pos = 0;
// the next integer token as a string (accession numbers need BigInt: they exceed 2^53)
function nextToken() {
  while (pos < data.length) {
    const c = data.charCodeAt(pos);
    if (c === 45 || (c >= 48 && c <= 57)) break;
    pos++;
  }
  const start = pos;
  pos++;
  while (pos < data.length) {
    const c = data.charCodeAt(pos);
    if (c < 48 || c > 57) break;
    pos++;
  }
  return data.slice(start, pos);
}

class TreeNode {
  constructor(val) {
    this.val = val; // the accession number, a BigInt (up to 10^18 in absolute value)
    this.left = null;
    this.right = null;
  }
}

// Return the number of misfiled drawers (0 when the tree is ordered: left subtree smaller,
// right subtree greater or equal). The tree can be a chain of 5 * 10^4 drawers: avoid deep
// recursion.
function countMisfiled(root) {
  // TODO: write your solution here
  return 0;
}

const n = Number(nextToken());
const node = new Array(n);
const L = new Int32Array(n);
const R = new Int32Array(n);
for (let i = 0; i < n; i++) {
  node[i] = new TreeNode(BigInt(nextToken()));
  L[i] = Number(nextToken());
  R[i] = Number(nextToken());
}
for (let i = 0; i < n; i++) {
  if (L[i] !== -1) node[i].left = node[L[i]];
  if (R[i] !== -1) node[i].right = node[R[i]];
}
console.log(String(countMisfiled(node[0])));
