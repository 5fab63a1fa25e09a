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
  if (!/^-?(0|[1-9][0-9]*)$/.test(token) || token === '-0') refuse(`${what} is not an integer: "${token}"`);
  const value = Number(token);
  if (value < lo || value > hi) refuse(`${what} = ${value} is outside ${lo}..${hi}`);
  return value;
};
const fields = (line, count, what) => {
  if (line === undefined) refuse(`missing line: ${what}`);
  const parts = line.split(' ');
  if (parts.length !== count) refuse(`${what}: expected ${count} numbers, found ${parts.length}`);
  return parts;
};
const head = fields(lines[0], 2, 'first line');
const r = integer(head[0], 'r', 1, 200000);
const c = integer(head[1], 'c', 1, 200000);
if (r * c > 200000) refuse(`r * c = ${r * c} exceeds 2 * 10^5`);
for (let i = 1; i <= r; i++) {
  fields(lines[i], c, `row ${i}`).forEach((t, j) => integer(t, `yield (${i}, ${j + 1})`, -1000000000, 1000000000));
}
const q = integer(fields(lines[r + 1], 1, 'q line')[0], 'q', 1, 40000);
if (lines.length !== r + 2 + q) refuse(`expected ${r + 2 + q} lines, found ${lines.length}`);
for (let t = 0; t < q; t++) {
  const [a, b, x, y] = fields(lines[r + 2 + t], 4, `question ${t + 1}`);
  const r1 = integer(a, 'r1', 1, r), c1 = integer(b, 'c1', 1, c), r2 = integer(x, 'r2', 1, r), c2 = integer(y, 'c2', 1, c);
  if (r1 > r2 || c1 > c2) refuse(`question ${t + 1}: need r1 <= r2 and c1 <= c2`);
}
