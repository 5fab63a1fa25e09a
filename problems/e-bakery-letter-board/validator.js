// Input validator: `node validator.js < input` exits 0 when the input keeps every rule of the
// statement, otherwise prints the first broken rule on stderr and exits 1.
const text = require('fs').readFileSync(0, 'utf8');
function refuse(reason) {
  process.stderr.write(`${reason}\n`);
  process.exit(1);
}
if (!text.endsWith('\n')) refuse('the input must end with a newline');
const lines = text.slice(0, -1).split('\n');
if (lines.length !== 3) refuse(`expected 3 lines, found ${lines.length}`);
if (!/^[1-9][0-9]*$/.test(lines[0])) refuse(`n is not a positive integer: "${lines[0]}"`);
const n = Number(lines[0]);
if (n > 200000) refuse(`n = ${n} is above 2 * 10^5`);
for (const [i, name] of [[1, 's'], [2, 't']]) {
  if (!/^[a-z]+$/.test(lines[i])) refuse(`${name} must consist of lowercase letters only`);
  if (lines[i].length !== n) refuse(`${name} has ${lines[i].length} letters, not n = ${n}`);
}
