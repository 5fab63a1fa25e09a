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
const s = lines[0];
if (!/^[a-z]+$/.test(s)) refuse('s must be a non-empty word of lowercase letters');
if (s.length > 300000) refuse(`s has ${s.length} letters, more than 3 * 10^5`);
const integer = (token, what, lo, hi) => {
  if (!/^-?(0|[1-9][0-9]*)$/.test(token)) refuse(`${what} is not an integer: "${token}"`);
  const value = Number(token);
  if (value < lo || value > hi) refuse(`${what} = ${value} is outside ${lo}..${hi}`);
  return value;
};
const q = integer(lines[1], 'q', 1, 50000);
const parts = lines[2].split(' ');
if (parts.length !== q) refuse(`expected ${q} lengths, found ${parts.length}`);
parts.forEach((t, i) => integer(t, `L_${i + 1}`, 1, s.length));
