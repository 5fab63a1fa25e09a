// Input validator: `node validator.js < input` exits 0 when the input keeps every rule of the
// statement, otherwise prints the first broken rule on stderr and exits 1.
const text = require('fs').readFileSync(0, 'utf8');
function refuse(reason) {
  process.stderr.write(`${reason}\n`);
  process.exit(1);
}
if (!text.endsWith('\n')) refuse('the input must end with a newline');
const lines = text.slice(0, -1).split('\n');
if (lines.length < 3) refuse('the input is too short');
const t = lines[0];
if (!/^[a-z]+$/.test(t)) refuse('the telegram must be a non-empty word of lowercase letters');
if (t.length > 100000) refuse(`the telegram has ${t.length} letters, more than 10^5`);
if (!/^[1-9][0-9]*$/.test(lines[1])) refuse(`k is not a positive integer: "${lines[1]}"`);
const k = Number(lines[1]);
if (k > 10000) refuse(`k = ${k} is above 10^4`);
if (lines.length !== k + 2) refuse(`expected ${k + 2} lines, found ${lines.length}`);
const seen = new Set();
let total = 0;
for (let i = 0; i < k; i++) {
  const w = lines[i + 2];
  if (!/^[a-z]{1,50}$/.test(w)) refuse(`word ${i + 1} must have 1 to 50 lowercase letters`);
  if (seen.has(w)) refuse(`word ${w} is listed twice`);
  seen.add(w);
  total += w.length;
}
if (total > 200000) refuse(`the code book has ${total} letters in total, more than 2 * 10^5`);
