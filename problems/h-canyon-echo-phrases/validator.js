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
if (!/^[a-z]+$/.test(lines[0])) refuse('s must be a non-empty word of lowercase letters');
if (lines[0].length > 500000) refuse(`|s| = ${lines[0].length} is above 5 * 10^5`);
