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
const n = integer(head[0], 'n', 1, 100000);
const m = integer(head[1], 'm', 0, 40000);
if (lines.length !== m + 3) refuse(`expected ${m + 3} lines, found ${lines.length}`);
for (let i = 0; i < m; i++) {
  const parts = lines[i + 1].split(' ');
  if (parts.length !== 3) refuse(`link ${i + 1} must hold u, v and w`);
  integer(parts[0], `u of link ${i + 1}`, 0, n - 1);
  integer(parts[1], `v of link ${i + 1}`, 0, n - 1);
  integer(parts[2], `w of link ${i + 1}`, 1, 1000000);
}
const sq = lines[m + 1].split(' ');
if (sq.length !== 2) refuse('the line after the links must hold s and q');
integer(sq[0], 's', 0, n - 1);
const q = integer(sq[1], 'q', 1, 10000);
const asked = lines[m + 2].split(' ');
if (asked.length !== q) refuse(`expected ${q} stations asked about, found ${asked.length}`);
asked.forEach((token, i) => integer(token, `t_${i + 1}`, 0, n - 1));
