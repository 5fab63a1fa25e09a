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
const head = lines[0].split(' ');
if (head.length !== 2) refuse('the first line must hold r and c');
const r = integer(head[0], 'r', 1, 500);
const c = integer(head[1], 'c', 1, 500);
if (lines.length < r + 2) refuse('the input is too short');
for (let i = 1; i <= r; i++) {
  if (!new RegExp(`^[a-z]{${c}}$`).test(lines[i])) refuse(`row ${i - 1} must hold exactly ${c} lowercase letters`);
}
const q = integer(lines[r + 1], 'q', 1, 50000);
if (lines.length !== r + 2 + q) refuse(`expected ${r + 2 + q} lines, found ${lines.length}`);
for (let k = 0; k < q; k++) {
  const parts = lines[r + 2 + k].split(' ');
  if (parts.length !== 2) refuse(`question ${k + 1} must hold two integers i j`);
  integer(parts[0], `i of question ${k + 1}`, 0, r - 1);
  integer(parts[1], `j of question ${k + 1}`, 0, c - 1);
}
