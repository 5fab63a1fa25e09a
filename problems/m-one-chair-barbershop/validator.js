// Input validator: `node validator.js < input` exits 0 when the input keeps every rule of the
// statement, otherwise prints the first broken rule on stderr and exits 1.
const text = require('fs').readFileSync(0, 'utf8');
function refuse(reason) {
  process.stderr.write(`${reason}\n`);
  process.exit(1);
}
if (!text.endsWith('\n')) refuse('the input must end with a newline');
const lines = text.slice(0, -1).split('\n');
if (!/^[1-9][0-9]*$/.test(lines[0])) refuse(`n is not a positive integer: "${lines[0]}"`);
const n = Number(lines[0]);
if (n > 80000) refuse(`n = ${n} exceeds 8 * 10^4`);
if (lines.length !== n + 1) refuse(`expected ${n + 1} lines, found ${lines.length}`);
for (let i = 1; i <= n; i++) {
  const m = /^([1-9][0-9]*) ([1-9][0-9]*)$/.exec(lines[i]);
  if (!m) refuse(`line ${i + 1} is not "a d": "${lines[i]}"`);
  if (Number(m[1]) > 100000) refuse(`line ${i + 1}: a = ${m[1]} exceeds 10^5`);
  if (Number(m[2]) > 1000) refuse(`line ${i + 1}: d = ${m[2]} exceeds 1000`);
}
