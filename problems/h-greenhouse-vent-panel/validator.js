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
if (head.length !== 2) refuse('the first line must hold r and c');
const r = integer(head[0], 'r', 1, 15);
const c = integer(head[1], 'c', 1, 15);
if (lines.length !== r + 1) refuse(`expected ${r + 1} lines, found ${lines.length}`);
for (let i = 1; i <= r; i++) {
  if (!new RegExp(`^[01]{${c}}$`).test(lines[i])) refuse(`row ${i - 1} must be ${c} characters 0 or 1`);
}
