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
if (q > 10000) refuse(`q = ${q} exceeds 10^4`);
if (lines.length !== 1 + 2 * q) refuse(`expected ${1 + 2 * q} lines, found ${lines.length}`);
let totalP = 0;
let totalW = 0;
for (let t = 0; t < q; t++) {
  const p = lines[1 + 2 * t];
  if (!/^[a-z]+$/.test(p)) refuse(`query ${t + 1}: the signal must be 1 or more lowercase letters`);
  if (p.length > 100000) refuse(`query ${t + 1}: the signal is longer than 10^5`);
  totalP += p.length;
  const words = lines[2 + 2 * t].split(' ');
  words.forEach((w, i) => {
    if (!/^[a-z]{1,8}$/.test(w)) refuse(`query ${t + 1}: word ${i + 1} "${w}" is not 1-8 lowercase letters (single spaces only)`);
  });
  if (words.length > 100000) refuse(`query ${t + 1}: more than 10^5 words`);
  totalW += words.length;
}
if (totalP > 100000) refuse(`the signals total ${totalP} letters, more than 10^5`);
if (totalW > 100000) refuse(`the messages total ${totalW} words, more than 10^5`);
