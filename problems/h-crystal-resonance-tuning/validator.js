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
const q = integer(lines[0], 'q', 1, 50000);
if (lines.length !== q + 1) refuse(`expected ${q + 1} lines, found ${lines.length}`);
let asks = 0;
for (let i = 1; i <= q; i++) {
  const t = lines[i].split(' ');
  if (t.length !== 2) refuse(`command ${i} must hold a type and a value`);
  const type = integer(t[0], `type of command ${i}`, 1, 2);
  integer(t[1], `value of command ${i}`, 0, 1073741823);
  if (type === 2) asks++;
}
if (asks === 0) refuse('there must be at least one command of type 2');
