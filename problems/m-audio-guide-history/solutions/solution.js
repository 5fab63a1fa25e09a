'use strict';
const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
let t = 0;
const q = Number(tokens[t++]);
const hist = new Int32Array(q + 1);
let cur = 0;
let last = 0;
const out = [];
for (let i = 0; i < q; i++) {
  const c = tokens[t++];
  const x = Number(tokens[t++]);
  if (c === 'v') {
    hist[++cur] = x;
    last = cur;
    continue;
  }
  if (c === 'b') cur = Math.max(0, cur - x);
  else cur = Math.min(last, cur + x);
  out.push(hist[cur]);
}
process.stdout.write(out.join('\n') + '\n');
