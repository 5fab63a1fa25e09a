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
lines.forEach((line, i) => {
  if (!/^[a-z]*$/.test(line)) refuse(`transcription ${i + 1} must consist of lowercase letters a-z only`);
  if (line.length < 1 || line.length > 5000) refuse(`transcription ${i + 1} has ${line.length} letters, outside 1..5000`);
});
