'use strict';
const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((s) => s.length > 0);
const n = Number(tokens[0]);
const st = [];
for (let i = 1; i <= n; i++) {
  const a = Number(tokens[i]);
  if (a > 0) { st.push(a); continue; }
  // a west-bound boat meets the east-bound boats on top of the stack
  let alive = true;
  while (st.length > 0 && st[st.length - 1] > 0) {
    const top = st[st.length - 1];
    if (top < -a) { st.pop(); continue; }
    if (top === -a) st.pop();
    alive = false;
    break;
  }
  if (alive) st.push(a);
}
process.stdout.write(`${st.length}\n${st.join(' ')}\n`);
