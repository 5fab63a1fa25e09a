// Input validator: `node validator.js < input` exits 0 when the input keeps every rule of the
// statement (the parents form one tree rooted at pool 0), otherwise prints the first broken
// rule on stderr and exits 1.
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
const head = lines[0].split(' ');
if (head.length !== 2) refuse('the first line must hold n and q');
const n = integer(head[0], 'n', 2, 50000);
const q = integer(head[1], 'q', 1, 30000);
if (lines.length !== q + 2) refuse(`expected ${q + 2} lines, found ${lines.length}`);
const p = lines[1].split(' ');
if (p.length !== n - 1) refuse(`expected ${n - 1} parents, found ${p.length}`);
const par = [-1];
p.forEach((token, k) => {
  const v = integer(token, `p_${k + 1}`, 0, n - 1);
  if (v === k + 1) refuse(`pool ${k + 1} cannot feed itself`);
  par.push(v);
});
// every pool must be reachable from the spring through the children lists (no cycles)
const head2 = new Int32Array(n).fill(-1), nxt = new Int32Array(n);
for (let i = 1; i < n; i++) { nxt[i] = head2[par[i]]; head2[par[i]] = i; }
const stack = [0];
let reached = 0;
while (stack.length) {
  const x = stack.pop();
  reached++;
  for (let c = head2[x]; c !== -1; c = nxt[c]) stack.push(c);
}
if (reached !== n) refuse(`only ${reached} of ${n} pools lead back to the spring: the channels contain a cycle`);
for (let i = 0; i < q; i++) {
  const parts = lines[2 + i].split(' ');
  if (parts.length !== 2) refuse(`question ${i + 1} must hold two integers u v`);
  integer(parts[0], `u of question ${i + 1}`, 0, n - 1);
  integer(parts[1], `v of question ${i + 1}`, 0, n - 1);
}
