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
  if (!/^(0|[1-9][0-9]*)$/.test(token)) refuse(`${what} is not a non-negative integer: "${token}"`);
  const value = Number(token);
  if (value < lo || value > hi) refuse(`${what} = ${value} is outside ${lo}..${hi}`);
  return value;
};
const head = lines[0].split(' ');
if (head.length !== 3) refuse('the first line must hold n, q and T');
const n = integer(head[0], 'n', 1, 1000000);
const q = integer(head[1], 'q', 1, 50000);
integer(head[2], 'T', 1, 1000000000);
if (lines.length !== q + 1) refuse(`expected ${q + 1} lines, found ${lines.length}`);
for (let k = 1; k <= q; k++) {
  const t = lines[k].split(' ');
  if (t.length !== 3) refuse(`round ${k} must hold l, r and v`);
  const l = integer(t[0], `l_${k}`, 1, n);
  integer(t[1], `r_${k}`, l, n);
  integer(t[2], `v_${k}`, 1, 10000);
}
