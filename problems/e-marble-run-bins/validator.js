// Input validator: `node validator.js < input` exits 0 when the input keeps every rule of the
// statement, otherwise prints the first broken rule on stderr and exits 1.
const text = require('fs').readFileSync(0, 'utf8');
function refuse(reason) {
  process.stderr.write(`${reason}\n`);
  process.exit(1);
}
if (!text.endsWith('\n')) refuse('the input must end with a newline');
const lines = text.slice(0, -1).split('\n');
if (lines.length !== 1) refuse(`expected 1 line, found ${lines.length}`);
const token = lines[0];
if (!/^-?(0|[1-9][0-9]*)$/.test(token)) refuse(`k is not an integer: "${token}"`);
const k = Number(token);
if (k < 0 || k > 5000) refuse(`k = ${k} is outside 0..5000`);
