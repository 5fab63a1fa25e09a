// Input validator: `node validator.js < input` exits 0 when the input keeps every rule of the
// statement, otherwise prints the first broken rule on stderr and exits 1.
const text = require('fs').readFileSync(0, 'utf8');
function refuse(reason) {
  process.stderr.write(`${reason}\n`);
  process.exit(1);
}
if (!text.endsWith('\n')) refuse('the input must end with a newline');
const lines = text.slice(0, -1).split('\n');
if (lines.length !== 3) refuse(`expected 3 lines, found ${lines.length}`);
const integer = (token, what, lo, hi) => {
  if (!/^(0|[1-9][0-9]*)$/.test(token)) refuse(`${what} is not a non-negative integer: "${token}"`);
  const value = Number(token);
  if (value < lo || value > hi) refuse(`${what} = ${value} is outside ${lo}..${hi}`);
  return value;
};
const head = lines[0].split(' ');
if (head.length !== 3) refuse('the first line must hold n, k and w');
const n = integer(head[0], 'n', 1, 100000);
integer(head[1], 'k', 1, n);
integer(head[2], 'w', 0, 1000000000);
const need = lines[1].split(' ');
if (need.length !== n) refuse(`expected ${n} requirements, found ${need.length}`);
need.forEach((t, i) => integer(t, `c_${i + 1}`, 0, 1000000000));
const profit = lines[2].split(' ');
if (profit.length !== n) refuse(`expected ${n} profits, found ${profit.length}`);
profit.forEach((t, i) => integer(t, `p_${i + 1}`, 1, 1000000000));
