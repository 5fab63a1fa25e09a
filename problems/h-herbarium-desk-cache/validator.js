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
if (head.length !== 2) refuse('the first line must hold c and q');
integer(head[0], 'c', 1, 100000);
const q = integer(head[1], 'q', 1, 80000);
if (lines.length !== q + 1) refuse(`expected ${q + 1} lines, found ${lines.length}`);
let gets = 0;
for (let i = 1; i <= q; i++) {
  const parts = lines[i].split(' ');
  if (parts[0] === 'get' && parts.length === 2) {
    integer(parts[1], `key on line ${i + 1}`, 0, 1000000000);
    gets++;
  } else if (parts[0] === 'put' && parts.length === 3) {
    integer(parts[1], `key on line ${i + 1}`, 0, 1000000000);
    integer(parts[2], `value on line ${i + 1}`, 0, 1000000000);
  } else refuse(`line ${i + 1} is not "get key" or "put key value": "${lines[i]}"`);
}
if (gets === 0) refuse('the log has no get');
