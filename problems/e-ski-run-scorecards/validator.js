// Input validator: `node validator.js < input` exits 0 when the input keeps every rule of the
// statement (one binary tree rooted at gate 0, then the claims), otherwise prints the first
// broken rule and exits 1.
const text = require('fs').readFileSync(0, 'utf8');
function refuse(reason) {
  process.stderr.write(`${reason}\n`);
  process.exit(1);
}
if (!text.endsWith('\n')) refuse('the input must end with a newline');
const lines = text.slice(0, -1).split('\n');
const integer = (token, what, lo, hi) => {
  if (!/^-?(0|[1-9][0-9]*)$/.test(token)) refuse(`${what} is not an integer: "${token}"`);
  const value = Number(token);
  if (value < lo || value > hi) refuse(`${what} = ${token} is outside ${lo}..${hi}`);
  return value;
};
// Reads a binary tree starting at line `at` (a line "n", then n lines "value left right") and
// checks that it is one tree rooted at node 0. Returns { n, val, L, R, next } (next = first
// line after it).
function readTree(at, maxN, minN, vlo, vhi, what) {
  if (at >= lines.length) refuse(`missing the ${what} size line`);
  const n = integer(lines[at], 'n', minN, maxN);
  if (lines.length < at + 1 + n) refuse(`expected ${n} node lines`);
  const val = new Array(n), L = new Int32Array(n), R = new Int32Array(n);
  const hasParent = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const parts = lines[at + 1 + i].split(' ');
    if (parts.length !== 3) refuse(`node ${i} must hold three integers: value left right`);
    val[i] = integer(parts[0], `value of node ${i}`, vlo, vhi);
    L[i] = integer(parts[1], `left child of node ${i}`, -1, n - 1);
    R[i] = integer(parts[2], `right child of node ${i}`, -1, n - 1);
    for (const c of [L[i], R[i]]) {
      if (c === -1) continue;
      if (c === 0) refuse(`node 0 is the root and cannot be a child (node ${i})`);
      if (hasParent[c]) refuse(`node ${c} has two parents`);
      hasParent[c] = 1;
    }
  }
  // every node but 0 has exactly one parent; all must be reachable from 0
  if (n > 0) {
    const stack = [0];
    let seen = 0;
    while (stack.length) {
      const x = stack.pop();
      seen++;
      if (L[x] !== -1) stack.push(L[x]);
      if (R[x] !== -1) stack.push(R[x]);
      if (seen > n) refuse('the nodes contain a cycle');
    }
    if (seen !== n) refuse(`only ${seen} of ${n} nodes are reachable from the root`);
  }
  return { n, val, L, R, next: at + 1 + n };
}
const t = readTree(0, 30000, 1, -10000, 10000, 'tree');
if (lines.length !== t.next + 2) refuse(`expected ${t.next + 2} lines, found ${lines.length}`);
const q = integer(lines[t.next], 'q', 1, 30000);
const ts = lines[t.next + 1].split(' ');
if (ts.length !== q) refuse(`expected ${q} claims, found ${ts.length}`);
ts.forEach((tok, i) => integer(tok, `t_${i + 1}`, -300000000, 300000000));
