'use strict';
const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
const n = Number(tokens[0]);
// stack of (height, wilt day), heights strictly decreasing from bottom to top
const sh = new Int32Array(n);
const sd = new Int32Array(n);
let top = 0;
let answer = 0;
for (let i = 0; i < n; i++) {
  const h = Number(tokens[1 + i]);
  let m = 0;
  while (top > 0 && sh[top - 1] <= h) {
    if (sd[top - 1] > m) m = sd[top - 1];
    top--;
  }
  const day = top === 0 ? 0 : m + 1;
  if (day > answer) answer = day;
  sh[top] = h;
  sd[top] = day;
  top++;
}
process.stdout.write(`${answer}\n`);
