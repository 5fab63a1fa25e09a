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
  if (!/^-?(0|[1-9][0-9]*)$/.test(token)) refuse(`${what} is not an integer: "${token}"`);
  const value = Number(token);
  if (value < lo || value > hi) refuse(`${what} = ${value} is outside ${lo}..${hi}`);
  return value;
};
const head = lines[0].split(' ');
if (head.length !== 3) refuse('the first line must hold n, m and T');
const n = integer(head[0], 'n', 1, 20);
const m = integer(head[1], 'm', 0, (n * (n - 1)) / 2);
integer(head[2], 'T', 1, 20000000000);
if (lines.length !== m + 2) refuse(`expected ${m + 2} lines, found ${lines.length}`);
const d = lines[1].split(' ');
if (d.length !== n) refuse(`expected ${n} durations, found ${d.length}`);
d.forEach((t, i) => integer(t, `d_${i + 1}`, 1, 1000000000));
const seen = new Set();
for (let k = 0; k < m; k++) {
  const parts = lines[k + 2].split(' ');
  if (parts.length !== 2) refuse(`clash ${k + 1} must hold two integers u v`);
  const u = integer(parts[0], `u of clash ${k + 1}`, 1, n);
  const v = integer(parts[1], `v of clash ${k + 1}`, 1, n);
  if (u === v) refuse(`clash ${k + 1} pairs song ${u} with itself`);
  const key = `${Math.min(u, v)} ${Math.max(u, v)}`;
  if (seen.has(key)) refuse(`the pair ${key} is listed twice`);
  seen.add(key);
}
