// Input validator: `node validator.js < input` exits 0 when the input keeps every rule of the
// statement, otherwise prints the first broken rule on stderr and exits 1.
const text = require('fs').readFileSync(0, 'utf8');
function refuse(reason) {
  process.stderr.write(`${reason}\n`);
  process.exit(1);
}
if (!text.endsWith('\n')) refuse('the input must end with a newline');
const lines = text.slice(0, -1).split('\n');
const m = /^(0|[1-9][0-9]*) ([1-9][0-9]*) (0|[1-9][0-9]*)$/.exec(lines[0]);
if (!m) refuse(`first line is not "n D F": "${lines[0]}"`);
const n = Number(m[1]);
const D = Number(m[2]);
const F = Number(m[3]);
if (n > 80000) refuse(`n = ${n} exceeds 8 * 10^4`);
if (D > 1000000) refuse(`D = ${D} exceeds 10^6`);
if (F > 1000000) refuse(`F = ${F} exceeds 10^6`);
if (lines.length !== n + 1) refuse(`expected ${n + 1} lines, found ${lines.length}`);
let last = 0;
for (let i = 1; i <= n; i++) {
  const d = /^([1-9][0-9]*) ([1-9][0-9]*)$/.exec(lines[i]);
  if (!d) refuse(`line ${i + 1} is not "p f": "${lines[i]}"`);
  const p = Number(d[1]);
  if (p <= last) refuse(`line ${i + 1}: positions must increase strictly`);
  if (p >= D) refuse(`line ${i + 1}: depot at ${p} is not before the finish ${D}`);
  if (Number(d[2]) > 1000) refuse(`line ${i + 1}: fuel ${d[2]} exceeds 1000`);
  last = p;
}
