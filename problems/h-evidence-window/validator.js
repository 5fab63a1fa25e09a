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
const word = (line, what) => {
  if (!/^[a-zA-Z]+$/.test(line)) refuse(`${what} must be a non-empty string of English letters`);
  if (line.length > 200000) refuse(`${what} has ${line.length} letters, more than 2 * 10^5`);
};
word(lines[0], 's');
word(lines[1], 't');
