const s = require('fs').readFileSync(0, 'utf8').trim();
const L = s.length;
const vals = [];
const ops = [];
const prec = (o) => (o === '+' || o === '-' ? 1 : 2);
function applyTop() {
  const o = ops.pop();
  const b = vals.pop();
  const a = vals.pop();
  let r;
  if (o === '+') r = a + b;
  else if (o === '-') r = a - b;
  else if (o === '*') r = a * b;
  else r = a / b; // BigInt division truncates toward zero
  vals.push(r);
}
for (let i = 0; i < L; ) {
  const ch = s[i];
  if (ch >= '0' && ch <= '9') {
    let j = i;
    while (j < L && s[j] >= '0' && s[j] <= '9') j++;
    vals.push(BigInt(s.slice(i, j)));
    i = j;
    continue;
  }
  if (ch === '(') ops.push(ch);
  else if (ch === ')') {
    while (ops[ops.length - 1] !== '(') applyTop();
    ops.pop();
  } else {
    while (ops.length > 0 && ops[ops.length - 1] !== '(' && prec(ops[ops.length - 1]) >= prec(ch)) applyTop();
    ops.push(ch);
  }
  i++;
}
while (ops.length > 0) applyTop();
console.log(vals[vals.length - 1].toString());
