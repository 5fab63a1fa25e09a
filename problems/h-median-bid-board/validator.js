// Input validator: `node validator.js < input` exits 0 when the input keeps every rule of the
// statement (including: every withdrawal names a standing bid), otherwise prints the first broken
// rule on stderr and exits 1.
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
const count = new Map();
let questions = 0;
for (let i = 1; i <= q; i++) {
  const line = lines[i];
  if (line === '?') { questions++; continue; }
  const m = /^([+-]) (-?(0|[1-9][0-9]*))$/.exec(line);
  if (!m || m[2] === '-0') refuse(`line ${i + 1} is not a valid event: "${line}"`);
  const x = Number(m[2]);
  if (x < -1000000000 || x > 1000000000) refuse(`line ${i + 1}: x = ${x} is outside -10^9..10^9`);
  if (m[1] === '+') count.set(x, (count.get(x) || 0) + 1);
  else {
    const k = count.get(x) || 0;
    if (k === 0) refuse(`line ${i + 1}: no standing bid of ${x} to withdraw`);
    count.set(x, k - 1);
  }
}
if (questions === 0) refuse('the log has no question');
