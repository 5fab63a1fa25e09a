// Input validator: `node validator.js < input` exits 0 when the input keeps every rule of the
// statement (including: the parents form one tree rooted at 0), otherwise prints the first
// broken rule on stderr and exits 1.
const text = require('fs').readFileSync(0, 'utf8');
function refuse(reason) {
  process.stderr.write(`${reason}\n`);
  process.exit(1);
}
if (!text.endsWith('\n')) refuse('the input must end with a newline');
const lines = text.slice(0, -1).split('\n');
if (lines.length !== 3) refuse(`expected 3 lines, found ${lines.length}`);
const integer = (token, what, lo, hi) => {
  if (!/^-?(0|[1-9][0-9]*)$/.test(token)) refuse(`${what} is not an integer: "${token}"`);
  const value = Number(token);
  if (value < lo || value > hi) refuse(`${what} = ${value} is outside ${lo}..${hi}`);
  return value;
};
const n = integer(lines[0], 'n', 1, 100000);
const vt = lines[1].split(' ');
if (vt.length !== n) refuse(`expected ${n} values, found ${vt.length}`);
vt.forEach((t, i) => integer(t, `v_${i}`, -1000000000, 1000000000));
const pt = lines[2] === '' ? [] : lines[2].split(' ');
if (pt.length !== n - 1) refuse(`expected ${n - 1} parents, found ${pt.length}`);
const p = new Int32Array(n);
for (let i = 1; i < n; i++) {
  p[i] = integer(pt[i - 1], `p_${i}`, 0, n - 1);
  if (p[i] === i) refuse(`chamber ${i} is its own parent`);
}
const head = new Int32Array(n).fill(-1);
const nxt = new Int32Array(n).fill(-1);
for (let i = 1; i < n; i++) { nxt[i] = head[p[i]]; head[p[i]] = i; }
const queue = new Int32Array(n);
let qh = 0, qt = 0;
queue[qt++] = 0;
while (qh < qt) {
  const u = queue[qh++];
  for (let v = head[u]; v !== -1; v = nxt[v]) queue[qt++] = v;
}
if (qt !== n) refuse('the parents do not form a tree rooted at chamber 0 (there is a cycle)');
