// Return the leftmost shortest substring of s that contains every character of t
// (with multiplicity), or an empty string if there is none.
function shortestCover(s, t) {
  // TODO: implement
  return '';
}

const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const s = lines[0].trim();
const t = lines[1].trim();
const w = shortestCover(s, t);
if (w.length === 0) process.stdout.write('-1\n');
else process.stdout.write(w.length + '\n' + w + '\n');
