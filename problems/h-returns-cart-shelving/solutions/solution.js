'use strict';
const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
let t = 0;
const q = Number(tokens[t++]);
const cnt = new Map();
const level = [[]]; // level[f]: books that brought their title to f copies
let m = 0;
const out = [];
for (let i = 0; i < q; i++) {
  const c = tokens[t++];
  if (c === '+') {
    const x = Number(tokens[t++]);
    const f = (cnt.get(x) || 0) + 1;
    cnt.set(x, f);
    if (level.length <= f) level.push([]);
    level[f].push(x);
    if (f > m) m = f;
  } else if (m === 0) {
    out.push('EMPTY');
  } else {
    const x = level[m].pop();
    cnt.set(x, cnt.get(x) - 1);
    if (level[m].length === 0) m--;
    out.push(x);
  }
}
process.stdout.write(out.join('\n') + '\n');
