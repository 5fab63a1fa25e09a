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
if (head.length !== 3) refuse('the first line must hold n, m and C');
const n = integer(head[0], 'n', 1, 1000);
const m = integer(head[1], 'm', 0, 1000);
integer(head[2], 'C', 1, 100);
if (lines.length !== m + 2) refuse(`expected ${m + 2} lines, found ${lines.length}`);
const p = lines[1].split(' ');
if (p.length !== n) refuse(`line 2 must hold ${n} prices`);
p.forEach((x, i) => integer(x, `p_${i}`, 1, 100));
for (let i = 2; i < m + 2; i++) {
  const t = lines[i].split(' ');
  if (t.length !== 3) refuse(`canal ${i - 1} must hold three integers u v d`);
  const u = integer(t[0], `u of canal ${i - 1}`, 0, n - 1);
  const v = integer(t[1], `v of canal ${i - 1}`, 0, n - 1);
  if (u === v) refuse(`canal ${i - 1} joins town ${u} to itself`);
  integer(t[2], `d of canal ${i - 1}`, 1, 100);
}
