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
if (lines.length !== 2) refuse(`expected 2 lines, found ${lines.length}`);
const n = integer(lines[0], 'n', 1, 100000);
const t = lines[1] === '' ? [] : lines[1].split(' ');
if (t.length !== n - 1) refuse(`line 2 must hold n - 1 = ${n - 1} parents, found ${t.length}`);
const parent = [-1];
for (let i = 1; i < n; i++) {
  const p = integer(t[i - 1], `p_${i}`, 0, n - 1);
  if (p === i) refuse(`person ${i} is their own parent`);
  parent.push(p);
}
// every person must lead back to the founder: no cycles
const state = new Uint8Array(n); // 0 unknown, 1 on the current walk, 2 reaches the founder
state[0] = 2;
for (let i = 1; i < n; i++) {
  const walk = [];
  let x = i;
  while (state[x] === 0) {
    state[x] = 1;
    walk.push(x);
    x = parent[x];
  }
  if (state[x] === 1) refuse(`the parents of person ${i} run in a cycle`);
  for (const y of walk) state[y] = 2;
}
