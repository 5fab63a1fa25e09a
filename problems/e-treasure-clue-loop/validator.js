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
  if (!/^-?(0|[1-9][0-9]*)$/.test(token)) refuse(`${what} is not an integer: "${token}"`);
  const value = Number(token);
  if (value < lo || value > hi) refuse(`${what} = ${value} is outside ${lo}..${hi}`);
  return value;
};
if (lines[0].includes(' ')) refuse('the first line must hold only n');
const n = integer(lines[0], 'n', 0, 150000);
const cards = lines[1] === '' ? [] : lines[1].split(' ');
if (cards.length !== n) refuse(`expected ${n} card numbers, found ${cards.length}`);
cards.forEach((token, i) => integer(token, `card ${i}`, -1000000000, 1000000000));
if (lines[2].includes(' ')) refuse('the third line must hold only pos');
const pos = integer(lines[2], 'pos', -1, n - 1);
if (n === 0 && pos !== -1) refuse('pos must be -1 when n = 0');
