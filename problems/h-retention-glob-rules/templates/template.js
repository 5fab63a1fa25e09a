// Return true if the glob pattern p ('?' = one character, '*' = any sequence) matches all of s.
function matches(p, s) {
  // TODO: implement
  return false;
}

const lines = require('fs').readFileSync(0, 'utf8').split('\n').map((l) => l.trim());
const p = lines[0];
const q = Number(lines[1]);
const out = [];
for (let i = 0; i < q; i++) out.push(matches(p, lines[2 + i]) ? 'YES' : 'NO');
process.stdout.write(out.join('\n') + '\n');
