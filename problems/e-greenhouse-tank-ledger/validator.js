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
if (head.length !== 2) refuse('the first line must hold n and q');
const n = integer(head[0], 'n', 1, 250000);
const q = integer(head[1], 'q', 1, 50000);
if (lines.length !== q + 2) refuse(`expected ${q + 2} lines, found ${lines.length}`);
const changes = lines[1].split(' ');
if (changes.length !== n) refuse(`expected ${n} daily changes, found ${changes.length}`);
changes.forEach((token, i) => integer(token, `c_${i + 1}`, -1000000000, 1000000000));
for (let k = 0; k < q; k++) {
  const parts = lines[k + 2].split(' ');
  if (parts.length !== 2) refuse(`question ${k + 1} must hold l and r`);
  const l = integer(parts[0], `l of question ${k + 1}`, 1, n);
  integer(parts[1], `r of question ${k + 1}`, l, n);
}
