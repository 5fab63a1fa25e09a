// Input validator: `node validator.js < input` exits 0 when the input keeps every rule of the
// statement, otherwise prints the first broken rule on stderr and exits 1.
const text = require('fs').readFileSync(0, 'utf8');
function refuse(reason) {
  process.stderr.write(`${reason}\n`);
  process.exit(1);
}
if (!text.endsWith('\n')) refuse('the input must end with a newline');
const lines = text.slice(0, -1).split('\n');
if (!/^[1-9][0-9]*$/.test(lines[0])) refuse(`q is not a positive integer: "${lines[0]}"`);
const q = Number(lines[0]);
if (q > 100000) refuse(`q = ${q} is above 10^5`);
if (lines.length !== q + 1) refuse(`expected ${q + 1} lines, found ${lines.length}`);
const moored = new Map();
let total = 0;
let asked = false;
for (let i = 1; i <= q; i++) {
  const m = /^([+?-]) ([a-z]+)$/.exec(lines[i]);
  if (!m) refuse(`command ${i} must be "+ word", "- word" or "? word" with a non-empty lowercase word`);
  const [, op, w] = m;
  total += w.length;
  if (op === '+') moored.set(w, (moored.get(w) || 0) + 1);
  else if (op === '-') {
    const c = moored.get(w) || 0;
    if (c === 0) refuse(`command ${i}: no vessel with call sign ${w} is moored`);
    moored.set(w, c - 1);
  } else asked = true;
}
if (total > 300000) refuse(`the words have ${total} letters in total, more than 3 * 10^5`);
if (!asked) refuse('there is no ? command');
