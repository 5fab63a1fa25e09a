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
const m = /^([1-9][0-9]*) ([1-9][0-9]*)$/.exec(lines[0]);
if (!m) refuse(`first line is not "n k": "${lines[0]}"`);
const n = Number(m[1]);
const k = Number(m[2]);
if (n > 100000) refuse(`n = ${n} exceeds 10^5`);
if (k > n) refuse(`k = ${k} exceeds n = ${n}`);
const a = lines[1].split(' ');
if (a.length !== n) refuse(`expected ${n} planks, found ${a.length}`);
for (const v of a) {
  if (!/^-?(0|[1-9][0-9]*)$/.test(v) || v === '-0') refuse(`plank value is not an integer: "${v}"`);
  if (Math.abs(Number(v)) > 10000) refuse(`plank value ${v} is outside -10^4..10^4`);
}
