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
if (s.length < 1 || s.length > 200000) refuse(`the inscription has ${s.length} characters, outside 1..2 * 10^5`);
if (!/^[\x20-\x7e]+$/.test(s)) refuse('the inscription may contain only printable ASCII characters');
if (!/[A-Za-z]/.test(s)) refuse('the inscription contains no letter');
if (s.startsWith(' ') || s.endsWith(' ')) refuse('the inscription starts or ends with a space');
