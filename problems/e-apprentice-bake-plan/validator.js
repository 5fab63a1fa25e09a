// Input validator: `node validator.js < input` exits 0 when the input keeps every rule of the
// statement (u != v in every rule, the plan is a permutation of 0..n-1), otherwise prints the
// first broken rule on stderr and exits 1.
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
if (head.length !== 2) refuse('the first line must hold n and m');
const n = integer(head[0], 'n', 2, 100000);
const m = integer(head[1], 'm', 1, 100000);
if (lines.length !== m + 2) refuse(`expected ${m + 2} lines, found ${lines.length}`);
for (let i = 1; i <= m; i++) {
  const parts = lines[i].split(' ');
  if (parts.length !== 2) refuse(`rule ${i} must hold two integers u v`);
  const u = integer(parts[0], `u of rule ${i}`, 0, n - 1);
  const v = integer(parts[1], `v of rule ${i}`, 0, n - 1);
  if (u === v) refuse(`rule ${i} names the same step twice`);
}
const plan = lines[m + 1].split(' ');
if (plan.length !== n) refuse(`the plan must list ${n} steps, found ${plan.length}`);
const seen = new Uint8Array(n);
plan.forEach((t, i) => {
  const x = integer(t, `plan entry ${i + 1}`, 0, n - 1);
  if (seen[x]) refuse(`step ${x} appears twice in the plan`);
  seen[x] = 1;
});
