// Input validator: `node validator.js < input` exits 0 when the input keeps every rule of the
// statement (grammar, literals, length, depth, no division by zero, intermediate results within
// [-10^18, 10^18]), otherwise prints the first broken rule on stderr and exits 1.
const text = require('fs').readFileSync(0, 'utf8');
function refuse(reason) {
  process.stderr.write(`${reason}\n`);
  process.exit(1);
}
if (!text.endsWith('\n')) refuse('the input must end with a newline');
const lines = text.slice(0, -1).split('\n');
if (lines.length !== 1) refuse(`expected 1 line, found ${lines.length}`);
const f = lines[0];
const L = f.length;
if (L < 1 || L > 300000) refuse(`the formula has length ${L}, outside 1..3 * 10^5`);
if (!/^[0-9+\-*/()]+$/.test(f)) refuse('the formula contains a character other than digits, + - * / ( )');
const LIM = 10n ** 18n;
const PREC = { '+': 1, '-': 1, '*': 2, '/': 2 };
const vals = [];
const ops = [];
function applyTop() {
  const o = ops.pop();
  const b = vals.pop();
  const a = vals.pop();
  let r;
  if (o === '+') r = a + b;
  else if (o === '-') r = a - b;
  else if (o === '*') r = a * b;
  else {
    if (b === 0n) refuse('a division by zero occurs');
    r = a / b;
  }
  if (r > LIM || r < -LIM) refuse(`an intermediate result ${r} is outside [-10^18, 10^18]`);
  vals.push(r);
}
let expectOperand = true;
let depth = 0;
for (let i = 0; i < L; ) {
  const ch = f[i];
  if (expectOperand) {
    if (ch === '(') {
      depth++;
      if (depth > 150000) refuse('brackets are nested more than 1.5 * 10^5 deep');
      ops.push(ch);
      i++;
    } else if (ch >= '0' && ch <= '9') {
      let j = i;
      while (j < L && f[j] >= '0' && f[j] <= '9') j++;
      const lit = f.slice(i, j);
      if (lit.length > 1 && lit[0] === '0') refuse(`literal "${lit}" has a leading zero`);
      if (lit.length > 10 || Number(lit) > 1000000000) refuse(`literal ${lit} exceeds 10^9`);
      vals.push(BigInt(lit));
      i = j;
      expectOperand = false;
    } else refuse(`position ${i}: expected a literal or "(", found "${ch}"`);
  } else if (ch === ')') {
    if (depth === 0) refuse(`position ${i}: ")" without a matching "("`);
    depth--;
    while (ops[ops.length - 1] !== '(') applyTop();
    ops.pop();
    i++;
  } else if (PREC[ch]) {
    while (ops.length > 0 && ops[ops.length - 1] !== '(' && PREC[ops[ops.length - 1]] >= PREC[ch]) applyTop();
    ops.push(ch);
    expectOperand = true;
    i++;
  } else refuse(`position ${i}: expected an operator or ")", found "${ch}"`);
}
if (expectOperand) refuse('the formula ends without an operand');
if (depth !== 0) refuse('a "(" is never closed');
while (ops.length > 0) applyTop();
