// Input validator: `node validator.js < input` exits 0 when the input keeps every rule of the
// statement, otherwise prints the first broken rule on stderr and exits 1.
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
  if (value < lo || value > hi) refuse(`${what} = ${value} is outside ${lo}..${hi}`);
  return value;
};
const head = lines[0].split(' ');
if (head.length !== 2) refuse('the first line must hold n and m');
const n = integer(head[0], 'n', 1, 40000);
const m = integer(head[1], 'm', 0, 50000);
if (lines.length !== m + 2) refuse(`expected ${m + 2} lines, found ${lines.length}`);
const t = lines[1].split(' ');
if (t.length !== n) refuse(`line 2 must hold ${n} token counts`);
t.forEach((x, i) => integer(x, `t_${i}`, 0, 10000));
for (let i = 2; i < m + 2; i++) {
  const p = lines[i].split(' ');
  if (p.length !== 2) refuse(`lane ${i - 1} must hold two integers u v`);
  integer(p[0], `u of lane ${i - 1}`, 0, n - 1);
  integer(p[1], `v of lane ${i - 1}`, 0, n - 1);
}
