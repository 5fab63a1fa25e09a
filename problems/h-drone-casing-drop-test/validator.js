// Input validator: `node validator.js < input` exits 0 when the input keeps every rule of the
// statement, otherwise prints the first broken rule on stderr and exits 1.
const text = require('fs').readFileSync(0, 'utf8');
function refuse(reason) {
  process.stderr.write(`${reason}\n`);
  process.exit(1);
}
if (!text.endsWith('\n')) refuse('the input must end with a newline');
const lines = text.slice(0, -1).split('\n');
const positive = (token, what) => {
  if (!/^[1-9][0-9]*$/.test(token)) refuse(`${what} is not a positive integer: "${token}"`);
  return BigInt(token);
};
const q = positive(lines[0], 'q');
if (q > 100n) refuse(`q = ${q} is above 100`);
if (lines.length !== Number(q) + 1) refuse(`expected ${Number(q) + 1} lines, found ${lines.length}`);
for (let i = 1; i <= Number(q); i++) {
  const t = lines[i].split(' ');
  if (t.length !== 2) refuse(`line ${i + 1} must hold k and n`);
  if (positive(t[0], `k of question ${i}`) > 100n) refuse(`k of question ${i} is above 100`);
  if (positive(t[1], `n of question ${i}`) > 1000000000000000000n) refuse(`n of question ${i} is above 10^18`);
}
