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
  if (!/^-?(0|[1-9][0-9]*)$/.test(token)) refuse(`${what} is not an integer: "${token}"`);
  const value = Number(token);
  if (value < lo || value > hi) refuse(`${what} = ${value} is outside ${lo}..${hi}`);
  return value;
};
for (const [which, at] of [['first', 0], ['second', 2]]) {
  const len = integer(lines[at], `the length of the ${which} tally`, 1, 100000);
  const digits = lines[at + 1].split(' ');
  if (digits.length !== len) refuse(`the ${which} tally should have ${len} digits, found ${digits.length}`);
  digits.forEach((token, i) => integer(token, `digit ${i + 1} of the ${which} tally`, 0, 9));
  if (len > 1 && digits[len - 1] === '0') refuse(`the ${which} tally has a leading zero`);
}
