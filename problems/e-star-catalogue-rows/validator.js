// Input validator: `node validator.js < input` exits 0 when the input keeps every rule of the
// statement, otherwise prints the first broken rule on stderr and exits 1.
const text = require('fs').readFileSync(0, 'utf8');
function refuse(reason) {
  process.stderr.write(`${reason}\n`);
  process.exit(1);
}
if (!text.endsWith('\n')) refuse('the input must end with a newline');
const lines = text.slice(0, -1).split('\n');
if (lines.length !== 4) refuse(`expected 4 lines, found ${lines.length}`);
const integer = (token, what, lo, hi) => {
  if (!/^-?(0|[1-9][0-9]*)$/.test(token) || token === '-0') refuse(`${what} is not an integer: "${token}"`);
  const value = Number(token);
  if (value < lo || value > hi) refuse(`${what} = ${value} is outside ${lo}..${hi}`);
  return value;
};
const n = integer(lines[0], 'n', 1, 200000);
const a = lines[1].split(' ');
if (a.length !== n) refuse(`expected ${n} values, found ${a.length}`);
let prev = -Infinity;
a.forEach((token, i) => {
  const v = integer(token, `a_${i}`, -1000000000, 1000000000);
  if (v < prev) refuse(`a_${i} = ${v} is smaller than the row before it`);
  prev = v;
});
const q = integer(lines[2], 'q', 1, 100000);
const xs = lines[3].split(' ');
if (xs.length !== q) refuse(`expected ${q} questions, found ${xs.length}`);
xs.forEach((token, j) => integer(token, `x_${j + 1}`, -1000000000, 1000000000));
