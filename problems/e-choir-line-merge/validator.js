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
function list(countLine, valuesLine, name) {
  if (countLine.includes(' ')) refuse(`the count line of list ${name} must hold one integer`);
  const k = integer(countLine, `the length of list ${name}`, 0, 100000);
  const tokens = valuesLine === '' ? [] : valuesLine.split(' ');
  if (tokens.length !== k) refuse(`list ${name}: expected ${k} heights, found ${tokens.length}`);
  const values = tokens.map((t, i) => integer(t, `list ${name} height ${i}`, -1000000000, 1000000000));
  for (let i = 1; i < k; i++) if (values[i] < values[i - 1]) refuse(`list ${name} is not sorted at position ${i}`);
  return k;
}
const n = list(lines[0], lines[1], 'A');
const m = list(lines[2], lines[3], 'B');
if (n + m > 100000) refuse(`n + m = ${n + m} exceeds 10^5`);
