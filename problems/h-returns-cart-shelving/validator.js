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
let shelvings = 0;
for (let i = 1; i <= q; i++) {
  if (lines[i] === '-') { shelvings++; continue; }
  const m = /^\+ ([1-9][0-9]*)$/.exec(lines[i]);
  if (!m) refuse(`line ${i + 1} is not a valid event: "${lines[i]}"`);
  if (Number(m[1]) > 1000000000) refuse(`line ${i + 1}: title ${m[1]} exceeds 10^9`);
}
if (shelvings === 0) refuse('there is no - event');
