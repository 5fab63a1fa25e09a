// Input validator: `node validator.js < input` exits 0 when the input keeps every rule of the
// statement, otherwise prints the first broken rule on stderr and exits 1.
const text = require('fs').readFileSync(0, 'utf8');
function refuse(reason) {
  process.stderr.write(`${reason}\n`);
  process.exit(1);
}
if (!text.endsWith('\n')) refuse('the input must end with a newline');
const lines = text.slice(0, -1).split('\n');
if (!/^[1-9][0-9]*$/.test(lines[0])) refuse(`q is not a positive integer: "${lines[0]}"`);
const q = Number(lines[0]);
if (q > 200000) refuse(`q = ${q} exceeds 2 * 10^5`);
if (lines.length !== q + 1) refuse(`expected ${q + 1} lines, found ${lines.length}`);
let answered = 0;
for (let i = 1; i <= q; i++) {
  const line = lines[i];
  if (line === 'pop' || line === 'top' || line === 'min') { answered++; continue; }
  const m = /^push (-?(0|[1-9][0-9]*))$/.exec(line);
  if (!m || m[1] === '-0') refuse(`line ${i + 1} is not a valid command: "${line}"`);
  const x = Number(m[1]);
  if (x < -1000000000 || x > 1000000000) refuse(`line ${i + 1}: x = ${x} is outside -10^9..10^9`);
}
if (answered === 0) refuse('there is no pop, top or min command');
