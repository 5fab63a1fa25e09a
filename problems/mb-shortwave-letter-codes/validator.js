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
const s = lines[0];
if (s.length < 1 || s.length > 100000) refuse(`the length of s is ${s.length}, outside 1..100000`);
if (!/^[0-9]+$/.test(s)) refuse('s must consist of the digits 0-9 only');
