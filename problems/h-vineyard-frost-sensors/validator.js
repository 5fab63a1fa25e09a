// Input validator: `node validator.js < input` exits 0 when the input keeps every rule of the
// statement (the parents form one tree rooted at valve 0), otherwise prints the first broken
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
if (lines.length !== 2) refuse(`expected 2 lines, found ${lines.length}`);
const head = lines[0].split(' ');
if (head.length !== 1) refuse('the first line must hold n');
const n = integer(head[0], 'n', 1, 50000);
const p = n === 1 ? (lines[1] === '' ? [] : null) : lines[1].split(' ');
if (p === null) refuse('the parent line must be empty when n = 1');
if (p.length !== n - 1) refuse(`expected ${n - 1} parents, found ${p.length}`);
const par = [-1];
p.forEach((token, k) => {
  const x = integer(token, `p_${k + 1}`, 0, n - 1);
  if (x === k + 1) refuse(`valve ${k + 1} cannot have a pipe to itself`);
  par.push(x);
});
const first = new Int32Array(n).fill(-1), nxt = new Int32Array(n);
for (let i = 1; i < n; i++) { nxt[i] = first[par[i]]; first[par[i]] = i; }
const stack = [0];
let reached = 0;
while (stack.length) {
  const x = stack.pop();
  reached++;
  for (let c = first[x]; c !== -1; c = nxt[c]) stack.push(c);
}
if (reached !== n) refuse(`only ${reached} of ${n} valves connect to valve 0: the parents contain a cycle`);
