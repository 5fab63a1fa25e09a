// Input validator: `node validator.js < input` exits 0 when the input keeps every rule of the
// statement (n - 1 trails that form a tree), otherwise prints the first broken rule on stderr
// and exits 1.
const text = require('fs').readFileSync(0, 'utf8');
function refuse(reason) {
  process.stderr.write(`${reason}\n`);
  process.exit(1);
}
if (!text.endsWith('\n')) refuse('the input must end with a newline');
const lines = text.slice(0, -1).split('\n');
const integer = (token, what, lo, hi) => {
  if (!/^-?(0|[1-9][0-9]*)$/.test(token)) refuse(`${what} is not an integer: "${token}"`);
  const value = Number(token);
  if (value < lo || value > hi) refuse(`${what} = ${token} is outside ${lo}..${hi}`);
  return value;
};
const n = integer(lines[0], 'n', 1, 50000);
if (lines.length !== n) refuse(`expected ${n} lines, found ${lines.length}`);
// union-find: n - 1 trails without a cycle form a tree
const root = Array.from({ length: n }, (_, i) => i);
const find = (x) => {
  while (root[x] !== x) { root[x] = root[root[x]]; x = root[x]; }
  return x;
};
for (let i = 1; i < n; i++) {
  const parts = lines[i].split(' ');
  if (parts.length !== 3) refuse(`trail ${i} must hold three integers u v w`);
  const u = integer(parts[0], `u of trail ${i}`, 0, n - 1);
  const v = integer(parts[1], `v of trail ${i}`, 0, n - 1);
  integer(parts[2], `w of trail ${i}`, 1, 1000000000);
  if (u === v) refuse(`trail ${i} joins hut ${u} to itself`);
  const a = find(u), b = find(v);
  if (a === b) refuse(`trail ${i} closes a cycle`);
  root[a] = b;
}
