const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/);
let t = 0;
const q = Number(tokens[t++]);
const val = new Float64Array(q);
const low = new Float64Array(q);
let top = 0;
const out = [];
for (let i = 0; i < q; i++) {
  const cmd = tokens[t++];
  if (cmd === 'push') {
    const x = Number(tokens[t++]);
    val[top] = x;
    low[top] = top === 0 ? x : Math.min(x, low[top - 1]);
    top++;
  } else if (top === 0) {
    out.push('EMPTY');
  } else if (cmd === 'pop') {
    out.push(val[--top]);
  } else if (cmd === 'top') {
    out.push(val[top - 1]);
  } else {
    out.push(low[top - 1]);
  }
}
process.stdout.write(out.join('\n') + '\n');
