// Input validator: `node validator.js < input` exits 0 when the input keeps every rule of the
// statement, otherwise prints the first broken rule on stderr and exits 1.
const text = require('fs').readFileSync(0, 'utf8');
function refuse(reason) {
  process.stderr.write(`${reason}\n`);
  process.exit(1);
}
if (!text.endsWith('\n')) refuse('the input must end with a newline');
const lines = text.slice(0, -1).split('\n');
if (lines.length !== 2) refuse(`expected 2 lines, found ${lines.length}`);
const [t, p] = lines;
if (!/^[a-z]+$/.test(t)) refuse('the band must be a non-empty word of lowercase letters');
if (!/^[a-z]+$/.test(p)) refuse('the motif must be a non-empty word of lowercase letters');
if (t.length > 500000) refuse(`the band has ${t.length} threads, more than 5 * 10^5`);
if (p.length > t.length) refuse('the motif is longer than the band');
