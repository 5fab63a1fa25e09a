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
const n = integer(head[0], 'n', 1, 50000);
const m = integer(head[1], 'm', 0, 70000);
if (lines.length !== m + 1) refuse(`expected ${m + 1} lines, found ${lines.length}`);
for (let i = 1; i <= m; i++) {
  const t = lines[i].split(' ');
  if (t.length !== 3) refuse(`street ${i} must hold three integers u v w`);
  const u = integer(t[0], `u of street ${i}`, 0, n - 1);
  const v = integer(t[1], `v of street ${i}`, 0, n - 1);
  if (u === v) refuse(`street ${i} joins intersection ${u} to itself`);
  integer(t[2], `w of street ${i}`, 1, 1000);
}
