const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const q = Number(lines[0]);
const out = [];
for (let t = 0; t < q; t++) {
  const p = lines[1 + 2 * t];
  const words = lines[2 + 2 * t].split(' ');
  let ok = words.length === p.length;
  const wordOf = new Map();
  const letterOf = new Map();
  for (let i = 0; ok && i < p.length; i++) {
    const c = p[i];
    const w = words[i];
    const a = wordOf.get(c);
    const b = letterOf.get(w);
    if (a === undefined && b === undefined) {
      wordOf.set(c, w);
      letterOf.set(w, c);
    } else if (a !== w || b !== c) {
      ok = false;
    }
  }
  out.push(ok ? 'yes' : 'no');
}
process.stdout.write(out.join('\n') + '\n');
