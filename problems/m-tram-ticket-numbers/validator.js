// Input validator: `node validator.js < input` exits 0 when the input keeps every rule of the
// statement, otherwise prints the first broken rule on stderr and exits 1.
const text = require('fs').readFileSync(0, 'utf8');
function refuse(reason) {
  process.stderr.write(`${reason}\n`);
  process.exit(1);
}
if (!text.endsWith('\n')) refuse('the input must end with a newline');
const lines = text.slice(0, -1).split('\n');
const big = (token, what) => {
  if (!/^[1-9][0-9]*$/.test(token)) refuse(`${what} is not a positive integer: "${token}"`);
  const value = BigInt(token);
  if (value > 1000000000000000000n) refuse(`${what} = ${token} is above 10^18`);
  return value;
};
if (!/^[1-9][0-9]*$/.test(lines[0])) refuse('the first line must hold q');
const q = Number(lines[0]);
if (q < 1 || q > 1000) refuse(`q = ${q} is outside 1..1000`);
if (lines.length !== q + 1) refuse(`expected ${q + 1} lines, found ${lines.length}`);
for (let i = 1; i <= q; i++) {
  const t = lines[i].split(' ');
  if (t.length !== 2) refuse(`line ${i + 1} must hold L and R`);
  const L = big(t[0], `L of question ${i}`);
  const R = big(t[1], `R of question ${i}`);
  if (L > R) refuse(`question ${i}: L > R`);
}
