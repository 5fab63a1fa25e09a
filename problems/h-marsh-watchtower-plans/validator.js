// Input validator: `node validator.js < input` exits 0 when the input keeps every rule of the
// statement, otherwise prints the first broken rule on stderr and exits 1.
const text = require('fs').readFileSync(0, 'utf8');
function refuse(reason) {
  process.stderr.write(`${reason}\n`);
  process.exit(1);
}
if (!text.endsWith('\n')) refuse('the input must end with a newline');
const lines = text.slice(0, -1).split('\n');
if (!/^[1-9][0-9]*$/.test(lines[0])) refuse(`n is not a positive integer: "${lines[0]}"`);
const n = Number(lines[0]);
if (n > 13) refuse(`n = ${n} is above 13`);
if (lines.length !== n + 1) refuse(`expected ${n + 1} lines, found ${lines.length}`);
for (let r = 1; r <= n; r++) {
  if (lines[r].length !== n || !/^[.#T]+$/.test(lines[r])) refuse(`row ${r} must hold exactly ${n} characters from ".#T"`);
}
