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
    this.val = val; // the call number
    this.left = null;
    this.right = null;
  }
}

// node[i] is node i of the binary search tree; node[0] is the root. questions is an array of
// [x, k]. For every question return the k-th smallest call number in the section (subtree) of
// node x, or -1 if it has fewer than k books. The tree can be a chain of 3 * 10^4 nodes: avoid
// deep recursion.
function sectionRanks(node, questions) {
  // TODO: write your solution here
  return questions.map(() => -1);
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
const questions = new Array(q);
for (let i = 0; i < q; i++) questions[i] = [nextInt(), nextInt()];
process.stdout.write(sectionRanks(node, questions).map((a) => `${a}\n`).join(''));
