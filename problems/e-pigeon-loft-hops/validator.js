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
const m = integer(head[1], 'm', 0, 100000);
if (lines.length !== m + 2) refuse(`expected ${m + 2} lines, found ${lines.length}`);
for (let i = 1; i <= m + 1; i++) {
  const what = i <= m ? `flight ${i}` : 'the last line (s t)';
  const parts = lines[i].split(' ');
  if (parts.length !== 2) refuse(`${what} must hold two integers`);
  integer(parts[0], `first loft of ${what}`, 0, n - 1);
  integer(parts[1], `second loft of ${what}`, 0, n - 1);
}
