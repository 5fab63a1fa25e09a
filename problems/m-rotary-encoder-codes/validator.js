// Input validator: `node validator.js < input` exits 0 when the input keeps every rule of the
// statement, otherwise prints the first broken rule on stderr and exits 1.
const text = require('fs').readFileSync(0, 'utf8');
function refuse(reason) {
  process.stderr.write(`${reason}\n`);
  process.exit(1);
}
if (!text.endsWith('\n')) refuse('the input must end with a newline');
const lines = text.slice(0, -1).split('\n');
const integer = (token, what, lo, hi) => {
  if (!/^(0|[1-9][0-9]*)$/.test(token)) refuse(`${what} is not a non-negative integer: "${token}"`);
  const value = BigInt(token);
  if (value < BigInt(lo) || value > BigInt(hi)) refuse(`${what} = ${token} is outside ${lo}..${hi}`);
  return value;
};
const head = lines[0].split(' ');
if (head.length !== 2) refuse('the first line must hold B and q');
const B = Number(integer(head[0], 'B', 1, 60));
const q = Number(integer(head[1], 'q', 1, 20000));
if (lines.length !== q + 1) refuse(`expected ${q + 1} lines, found ${lines.length}`);
const top = (1n << BigInt(B)) - 1n;
for (let i = 1; i <= q; i++) {
  const t = lines[i].split(' ');
  const type = t[0];
  if (type !== '1' && type !== '2' && type !== '3') refuse(`query ${i}: unknown type "${type}"`);
  const want = type === '3' ? 3 : 2;
  if (t.length !== want) refuse(`query ${i}: type ${type} needs ${want - 1} value(s)`);
  for (let j = 1; j < want; j++) integer(t[j], `value ${j} of query ${i}`, 0, top);
}
