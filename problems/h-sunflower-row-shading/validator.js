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
if (!/^[1-9][0-9]*$/.test(lines[0])) refuse(`n is not a positive integer: "${lines[0]}"`);
const n = Number(lines[0]);
if (n > 150000) refuse(`n = ${n} exceeds 1.5 * 10^5`);
const a = lines[1].split(' ');
if (a.length !== n) refuse(`expected ${n} heights, found ${a.length}`);
for (const v of a) {
  if (!/^[1-9][0-9]*$/.test(v)) refuse(`height is not a positive integer: "${v}"`);
  if (Number(v) > 10000) refuse(`height ${v} exceeds 10^4`);
}
