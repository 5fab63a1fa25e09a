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
if (head.length !== 2) refuse('the first line must hold r and c');
const R = integer(head[0], 'r', 1, 8);
const C = integer(head[1], 'c', 1, 8);
if (lines.length < R + 2) refuse('the input is too short');
for (let i = 1; i <= R; i++) {
  if (!/^[a-z]+$/.test(lines[i]) || lines[i].length !== C) refuse(`row ${i} must hold exactly ${C} lowercase letters`);
}
const k = integer(lines[R + 1], 'k', 1, 2000);
if (lines.length !== R + 2 + k) refuse(`expected ${R + 2 + k} lines, found ${lines.length}`);
const seen = new Set();
for (let i = 0; i < k; i++) {
  const w = lines[R + 2 + i];
  if (!/^[a-z]{1,12}$/.test(w)) refuse(`word ${i + 1} must have 1 to 12 lowercase letters`);
  if (seen.has(w)) refuse(`word ${w} is listed twice`);
  seen.add(w);
}
