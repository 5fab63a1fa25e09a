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
['received', 'reference'].forEach((what, i) => {
  const s = lines[i];
  if (s.length < 1 || s.length > 5000) refuse(`the ${what} frame has length ${s.length}, outside 1..5000`);
  if (!/^[a-z0-9]+$/.test(s)) refuse(`the ${what} frame holds a character other than a-z and 0-9`);
});
