const tok = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0).map(Number);
const n = tok[0];
const q = tok[1];
const plans = [];
const cur = [];
// '(' before ')' at every step: the plans come out in lexicographic order
function gen(open, close) {
  if (cur.length === 2 * n) {
    plans.push(cur.join(''));
    return;
  }
  if (open < n) {
    cur.push('(');
    gen(open + 1, close);
    cur.pop();
  }
  if (close < open) {
    cur.push(')');
    gen(open, close + 1);
    cur.pop();
  }
}
gen(0, 0);
const out = [String(plans.length)];
for (let i = 0; i < q; i++) out.push(plans[tok[2 + i] - 1]);
process.stdout.write(`${out.join('\n')}\n`);
