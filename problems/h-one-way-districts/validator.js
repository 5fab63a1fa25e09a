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
const pair = (line, what) => {
  const parts = (line ?? '').split(' ');
  if (parts.length !== 2) refuse(`${what} must hold exactly two integers`);
  return parts;
};
const head = pair(lines[0], 'the first line');
const n = integer(head[0], 'n', 1, 50000);
const m = integer(head[1], 'm', 0, 60000);
if (lines.length !== m + 1) refuse(`expected ${m + 1} lines, found ${lines.length}`);
for (let i = 0; i < m; i++) {
  const [u, v] = pair(lines[1 + i], `street line ${i + 2}`);
  integer(u, `u of line ${i + 2}`, 0, n - 1);
  integer(v, `v of line ${i + 2}`, 0, n - 1);
}
