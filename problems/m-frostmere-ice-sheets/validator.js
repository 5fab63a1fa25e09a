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
if (head.length !== 3) refuse('the first line must hold r, c and k');
const r = integer(head[0], 'r', 1, 200000);
const c = integer(head[1], 'c', 1, 200000);
if (r * c > 200000) refuse(`r * c = ${r * c} is above 200000`);
const k = integer(head[2], 'k', 1, 60000);
if (lines.length !== k + 1) refuse(`expected ${k + 1} lines, found ${lines.length}`);
for (let t = 1; t <= k; t++) {
  const p = lines[t].split(' ');
  if (p.length !== 2) refuse(`night ${t} must hold two integers i j`);
  integer(p[0], `i of night ${t}`, 0, r - 1);
  integer(p[1], `j of night ${t}`, 0, c - 1);
}
