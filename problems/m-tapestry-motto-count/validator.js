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
if (!/^[a-z]+$/.test(lines[0])) refuse('s must be a non-empty word of lowercase letters');
if (!/^[a-z]+$/.test(lines[1])) refuse('t must be a non-empty word of lowercase letters');
if (lines[0].length > 100000) refuse(`|s| = ${lines[0].length} is above 10^5`);
if (lines[1].length > 15) refuse(`|t| = ${lines[1].length} is above 15`);
