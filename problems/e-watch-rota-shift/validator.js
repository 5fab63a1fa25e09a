// Input validator: `node validator.js < input` exits 0 when the input keeps every rule of the
// statement, otherwise prints the first broken rule on stderr and exits 1.
const text = require('fs').readFileSync(0, 'utf8');
function refuse(reason) {
  process.stderr.write(`${reason}\n`);
  process.exit(1);
}
const INT = /^-?(0|[1-9][0-9]*)$/;
if (!text.endsWith('\n')) refuse('the input must end with a newline');
const lines = text.slice(0, -1).split('\n');
if (lines.length !== 3) refuse(`expected 3 lines, found ${lines.length}`);
if (!/^(0|[1-9][0-9]*)$/.test(lines[0])) refuse(`n is not a non-negative integer: "${lines[0]}"`);
const n = Number(lines[0]);
if (n > 100000) refuse(`n = ${n} exceeds 10^5`);
const vals = lines[1] === '' ? [] : lines[1].split(' ');
if (vals.length !== n) refuse(`expected ${n} badges, found ${vals.length}`);
for (const v of vals) {
  if (!INT.test(v) || v === '-0') refuse(`badge is not an integer: "${v}"`);
  if (Math.abs(Number(v)) > 1000000) refuse(`badge ${v} is outside -10^6..10^6`);
}
if (!/^(0|[1-9][0-9]*)$/.test(lines[2])) refuse(`k is not a non-negative integer: "${lines[2]}"`);
if (Number(lines[2]) > 1000000000) refuse(`k = ${lines[2]} exceeds 10^9`);
