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
  if (!/^(0|[1-9][0-9]*)$/.test(token)) refuse(`${what} is not a non-negative integer: "${token}"`);
  const value = Number(token);
  if (value < lo || value > hi) refuse(`${what} = ${value} is outside ${lo}..${hi}`);
  return value;
};
const head = lines[0].split(' ');
if (head.length !== 3) refuse('the first line must hold k, w and q');
const q = integer(head[2], 'q', 1, 200000);
integer(head[0], 'k', 1, q);
integer(head[1], 'w', 1, 1000000000);
if (lines.length !== q + 1) refuse(`expected ${q + 1} lines, found ${lines.length}`);
let prev = 0;
for (let i = 1; i <= q; i++) {
  const parts = lines[i].split(' ');
  if (parts.length !== 2) refuse(`line ${i + 1} must hold a time and a call sign`);
  const t = integer(parts[0], `t on line ${i + 1}`, 0, 1000000000);
  if (t < prev) refuse(`line ${i + 1}: time ${t} is earlier than the time before it`);
  prev = t;
  if (!/^[a-z]{1,8}$/.test(parts[1])) refuse(`line ${i + 1}: bad call sign "${parts[1]}"`);
}
