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
if (lines.length < 2) refuse('expected the pattern and q');
const p = lines[0];
if (p.length < 1 || p.length > 2000) refuse(`the pattern has length ${p.length}, outside 1..2000`);
if (!/^[a-z0-9._\-?*]+$/.test(p)) refuse('the pattern holds a character other than a-z, 0-9, ".", "_", "-", "?", "*"');
const q = integer(lines[1], 'q', 1, 10);
if (lines.length !== q + 2) refuse(`expected ${q + 2} lines, found ${lines.length}`);
const NAME_MAX = 2000;
for (let i = 0; i < q; i++) {
  const s = lines[i + 2];
  if (s.length < 1 || s.length > NAME_MAX) refuse(`file name ${i + 1} has length ${s.length}, outside 1..${NAME_MAX}`);
  if (!/^[a-z0-9._-]+$/.test(s)) refuse(`file name ${i + 1} holds a character other than a-z, 0-9, ".", "_", "-"`);
}
