// Input validator: `node validator.js < input` exits 0 when the input keeps every rule of the
// statement, otherwise prints the first broken rule on stderr and exits 1.
const text = require('fs').readFileSync(0, 'utf8');
function refuse(reason) {
  process.stderr.write(`${reason}\n`);
  process.exit(1);
}
if (!text.endsWith('\n')) refuse('the input must end with a newline');
const lines = text.slice(0, -1).split('\n');
if (lines.length !== 3) refuse(`expected 3 lines, found ${lines.length}`);
const integer = (token, what, lo, hi) => {
  if (!/^(0|[1-9][0-9]*)$/.test(token)) refuse(`${what} is not a non-negative integer: "${token}"`);
  const value = Number(token);
  if (value < lo || value > hi) refuse(`${what} = ${value} is outside ${lo}..${hi}`);
  return value;
};
const n = integer(lines[0], 'n', 1, 80000);
const f = lines[1].split(' ');
if (f.length !== n) refuse(`expected ${n} fuel amounts, found ${f.length}`);
f.forEach((token, i) => integer(token, `f_${i}`, 0, 10000));
const cost = lines[2].split(' ');
if (cost.length !== n) refuse(`expected ${n} leg costs, found ${cost.length}`);
cost.forEach((token, i) => integer(token, `c_${i}`, 0, 10000));
