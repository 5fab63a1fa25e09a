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
if (head.length !== 2) refuse('the first line must hold c and q');
integer(head[0], 'c', 1, 100000);
const q = integer(head[1], 'q', 1, 70000);
if (lines.length !== q + 1) refuse(`expected ${q + 1} lines, found ${lines.length}`);
let gets = 0;
for (let i = 0; i < q; i++) {
  const parts = lines[i + 1].split(' ');
  if (parts[0] === 'get') {
    if (parts.length !== 2) refuse(`operation ${i + 1}: get takes exactly one key`);
    integer(parts[1], `key of operation ${i + 1}`, 0, 1000000000);
    gets++;
  } else if (parts[0] === 'put') {
    if (parts.length !== 3) refuse(`operation ${i + 1}: put takes a key and a value`);
    integer(parts[1], `key of operation ${i + 1}`, 0, 1000000000);
    integer(parts[2], `value of operation ${i + 1}`, 0, 1000000000);
  } else refuse(`operation ${i + 1} is neither get nor put: "${parts[0]}"`);
}
if (gets === 0) refuse('the log contains no get');
