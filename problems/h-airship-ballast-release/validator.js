// Input validator: `node validator.js < input` exits 0 when the input keeps every rule of the
// statement, otherwise prints the first broken rule on stderr and exits 1.
const text = require('fs').readFileSync(0, 'utf8');
function refuse(reason) {
  process.stderr.write(`${reason}\n`);
  process.exit(1);
}
if (!text.endsWith('\n')) refuse('the input must end with a newline');
const lines = text.slice(0, -1).split('\n');
if (lines.length !== 2) refuse(`expected 2 lines, found ${lines.length}`);
const integer = (token, what, lo, hi) => {
  if (!/^(0|[1-9][0-9]*)$/.test(token)) refuse(`${what} is not a non-negative integer: "${token}"`);
  const value = Number(token);
  if (value < lo || value > hi) refuse(`${what} = ${value} is outside ${lo}..${hi}`);
  return value;
};
const head = lines[0].split(' ');
if (head.length !== 3) refuse('the first line must hold n, L and R');
const n = integer(head[0], 'n', 1, 36);
const L = integer(head[1], 'L', 0, 40000000000000);
integer(head[2], 'R', L, 40000000000000);
const w = lines[1].split(' ');
if (w.length !== n) refuse(`expected ${n} weights, found ${w.length}`);
w.forEach((token, i) => integer(token, `w_${i + 1}`, 1, 1000000000000));
