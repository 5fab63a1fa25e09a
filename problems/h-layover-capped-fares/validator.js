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
if (head.length !== 2) refuse('the first line must hold n and m');
const n = integer(head[0], 'n', 1, 2000);
const m = integer(head[1], 'm', 0, 30000);
if (lines.length !== m + 2) refuse(`expected ${m + 2} lines, found ${lines.length}`);
for (let i = 0; i < m; i++) {
  const parts = lines[i + 1].split(' ');
  if (parts.length !== 3) refuse(`flight ${i + 1} must hold u, v and w`);
  const u = integer(parts[0], `u of flight ${i + 1}`, 0, n - 1);
  const v = integer(parts[1], `v of flight ${i + 1}`, 0, n - 1);
  if (u === v) refuse(`flight ${i + 1} goes from airport ${u} to itself`);
  integer(parts[2], `w of flight ${i + 1}`, 1, 1000000000);
}
const last = lines[m + 1].split(' ');
if (last.length !== 3) refuse('the last line must hold src, dst and k');
integer(last[0], 'src', 0, n - 1);
integer(last[1], 'dst', 0, n - 1);
integer(last[2], 'k', 0, n - 1);
