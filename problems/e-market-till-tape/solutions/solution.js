'use strict';
const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
let t = 0;
const q = Number(tokens[t++]);
// run[i] is the total of the first i live lines; run[0] = 0 stands for the empty tape.
const run = new Float64Array(q + 1);
let size = 1;
const out = [];
for (let i = 0; i < q; i++) {
  const c = tokens[t++];
  if (c === '+') {
    run[size] = run[size - 1] + Number(tokens[t++]);
    size++;
  } else if (c === '-') {
    if (size > 1) size--;
  } else if (c === '*') {
    if (size > 1) {
      run[size] = 2 * run[size - 1] - run[size - 2];
      size++;
    }
  } else {
    out.push(run[size - 1]);
  }
}
process.stdout.write(out.join('\n') + '\n');
