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
if (!/^(0|[1-9][0-9]*)$/.test(lines[0])) refuse(`q is not an integer: "${lines[0]}"`);
const q = Number(lines[0]);
if (q < 1 || q > 50000) refuse(`q = ${q} is outside 1..50000`);
const xs = lines[1].split(' ');
if (xs.length !== q) refuse(`expected ${q} tile counts, found ${xs.length}`);
const MAX = 10n ** 18n;
xs.forEach((token, i) => {
  if (!/^(0|[1-9][0-9]*)$/.test(token)) refuse(`x_${i + 1} is not a non-negative integer: "${token}"`);
  if (token.length > 19 || BigInt(token) > MAX) refuse(`x_${i + 1} = ${token} exceeds 10^18`);
});
