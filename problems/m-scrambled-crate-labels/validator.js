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
if (n > 50000) refuse(`n = ${n} exceeds 5 * 10^4`);
const w = lines[1].split(' ');
if (w.length !== n) refuse(`expected ${n} labels, found ${w.length}`);
w.forEach((x, i) => {
  if (!/^[a-z]{1,8}$/.test(x)) refuse(`label ${i + 1} "${x}" is not 1-8 lowercase letters`);
});
