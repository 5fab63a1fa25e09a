const tok = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
const q = Number(tok[0]);
const out = new Array(q);
for (let i = 0; i < q; i++) {
  let x = Number(tok[1 + i]) >>> 0;
  let r = 0;
  let lit = 0;
  for (let b = 0; b < 32; b++) {
    r = ((r << 1) | (x & 1)) >>> 0;
    lit += x & 1;
    x >>>= 1;
  }
  out[i] = `${r} ${lit}`;
}
process.stdout.write(`${out.join('\n')}\n`);
