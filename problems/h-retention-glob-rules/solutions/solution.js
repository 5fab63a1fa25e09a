const lines = require('fs').readFileSync(0, 'utf8').split('\n').map((l) => l.trim());
const p = lines[0];
const q = Number(lines[1]);

function matches(p, s) {
  const n = s.length;
  let prev = new Uint8Array(n + 1), cur = new Uint8Array(n + 1);
  prev[0] = 1;
  for (let i = 0; i < p.length; i++) {
    const pc = p.charCodeAt(i);
    if (pc === 42) { // '*'
      cur[0] = prev[0];
      for (let j = 1; j <= n; j++) cur[j] = prev[j] | cur[j - 1];
    } else {
      cur[0] = 0;
      const any = pc === 63; // '?'
      for (let j = 1; j <= n; j++) cur[j] = prev[j - 1] && (any || pc === s.charCodeAt(j - 1)) ? 1 : 0;
    }
    const t = prev; prev = cur; cur = t;
  }
  return prev[n] === 1;
}

const out = [];
for (let i = 0; i < q; i++) out.push(matches(p, lines[2 + i]) ? 'YES' : 'NO');
process.stdout.write(out.join('\n') + '\n');
