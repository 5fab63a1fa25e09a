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
if (lines[0].includes(' ')) refuse('the first line must hold only k');
const k = integer(lines[0], 'k', 1, 100000);
if (lines.length !== 1 + 2 * k) refuse(`expected ${1 + 2 * k} lines for ${k} belts, found ${lines.length}`);
let total = 0;
for (let i = 0; i < k; i++) {
  const countLine = lines[1 + 2 * i];
  if (countLine.includes(' ')) refuse(`the count line of belt ${i + 1} must hold one integer`);
  const n = integer(countLine, `n_${i + 1}`, 0, 200000);
  total += n;
  if (total > 200000) refuse('the belts hold more than 2 * 10^5 crates in total');
  const valuesLine = lines[2 + 2 * i];
  const tokens = valuesLine === '' ? [] : valuesLine.split(' ');
  if (tokens.length !== n) refuse(`belt ${i + 1}: expected ${n} weights, found ${tokens.length}`);
  let previous = -Infinity;
  tokens.forEach((token, j) => {
    const w = integer(token, `belt ${i + 1} weight ${j + 1}`, -1000000000, 1000000000);
    if (w < previous) refuse(`belt ${i + 1} is not sorted at crate ${j + 1}`);
    previous = w;
  });
}
