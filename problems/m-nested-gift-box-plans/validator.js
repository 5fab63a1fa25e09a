// Input validator: `node validator.js < input` exits 0 when the input keeps every rule of the
// statement, otherwise prints the first broken rule on stderr and exits 1.
const text = require('fs').readFileSync(0, 'utf8');
function refuse(reason) {
  process.stderr.write(`${reason}\n`);
  process.exit(1);
}
if (!text.endsWith('\n')) refuse('the input must end with a newline');
const lines = text.slice(0, -1).split('\n');
if (lines.length !== 2) refuse(`expected 2 lines, found ${lines.length}`);
const integer = (token, what, lo, hi) => {
  if (!/^-?(0|[1-9][0-9]*)$/.test(token)) refuse(`${what} is not an integer: "${token}"`);
  const value = Number(token);
  if (value < lo || value > hi) refuse(`${what} = ${value} is outside ${lo}..${hi}`);
  return value;
};
const head = lines[0].split(' ');
if (head.length !== 2) refuse('the first line must hold n and q');
const n = integer(head[0], 'n', 1, 10);
const q = integer(head[1], 'q', 1, 1000);
const catalan = [1, 1, 2, 5, 14, 42, 132, 429, 1430, 4862, 16796];
const parts = lines[1].split(' ');
if (parts.length !== q) refuse(`expected ${q} requests, found ${parts.length}`);
parts.forEach((t, i) => integer(t, `k_${i + 1}`, 1, catalan[n]));
