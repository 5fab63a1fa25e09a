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
    this.val = val; // the score of the gate
    this.left = null;
    this.right = null;
  }
}

// For every claimed score return true if some run (top gate down to a gate with no next gate)
// scores exactly that. The course can be a line of 3 * 10^4 gates: avoid deep recursion.
function checkScorecards(root, claims) {
  // TODO: write your solution here
  return claims.map(() => false);
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
const q = nextInt();
const claims = new Array(q);
for (let i = 0; i < q; i++) claims[i] = nextInt();
process.stdout.write(checkScorecards(node[0], claims).map((a) => (a ? 'YES\n' : 'NO\n')).join(''));
