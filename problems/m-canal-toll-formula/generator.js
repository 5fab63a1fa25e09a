// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports. Values are tracked with BigInt so that every
// intermediate result stays within [-10^18, 10^18] and no division by zero occurs.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 4711) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
const LIM = 10n ** 18n;
const PREC = { '+': 1, '-': 1, '*': 2, '/': 2 };
function apply(a, o, b) {
  if (o === '+') return a + b;
  if (o === '-') return a - b;
  if (o === '*') return a * b;
  if (b === 0n) return null;
  return a / b;
}
const ok = (v) => v !== null && v <= LIM && v >= -LIM;
let litMax = 20;
let bigRate = 0;
let parenRate = 0.1;
function literal() {
  const x = rnd() < bigRate ? ri(900000000, 1000000000) : rnd() < 0.1 ? 0 : ri(1, litMax);
  return { str: String(x), val: BigInt(x), prec: 3 };
}
// a random formula with about `size` literals, as { str, val, prec }
function gen(size) {
  if (size <= 1) return literal();
  const a = ri(1, size - 1);
  const left = gen(a);
  const right = gen(size - a);
  const order = ['+', '-', '*', '/'].sort(() => rnd() - 0.5);
  for (const o of order) {
    const v = apply(left.val, o, right.val);
    if (!ok(v)) continue;
    const p = PREC[o];
    const ls = left.prec < p ? `(${left.str})` : left.str;
    const rs = right.prec <= p ? `(${right.str})` : right.str;
    let node = { str: ls + o + rs, val: v, prec: p };
    if (rnd() < parenRate) node = { str: `(${node.str})`, val: v, prec: 3 };
    return node;
  }
  return left;
}
function print(str) { process.stdout.write(`${str}\n`); }
const fixed = {
  1: '3+4*(10-6)/3',
  2: '(7-10)*2-8/3',
  3: '(1-8)/2',
  4: '0',
  5: '1000000000*1000000000',
  6: '8-3-2+12/3/2*5',
  7: '((((((((((42))))))))))',
  8: '0-1000000000*1000000000/7*3/(0-9)',
};
if (fixed[c]) print(fixed[c]);
else if (c === 9) { litMax = 9; print(gen(12).str); }
else if (c === 10) { litMax = 50; bigRate = 0.05; print(gen(300).str); }
else if (c === 11) {
  // maximum depth: a literal inside 149999 pairs of brackets (the rewriting evaluator's worst case)
  print('('.repeat(149999) + '7' + ')'.repeat(149999));
} else if (c === 12) {
  // left-deep nesting: ((((a op b) op c) op d) ...), 70000 levels
  const D = 70000;
  let v = 5n;
  const parts = ['('.repeat(D), '5'];
  for (let i = 0; i < D; i++) {
    const x = ri(1, 9);
    const ops = v > 10n ** 15n || v < -(10n ** 15n) ? ['/', '-', '+'] : ['*', '-', '+', '/', '*'];
    const o = ops[ri(0, ops.length - 1)];
    v = apply(v, o, BigInt(x));
    parts.push(o, String(x), ')');
  }
  print(parts.join(''));
} else if (c === 13) {
  // right-deep nesting: a op (b op (c op ( ... ))), 60000 levels
  const D = 60000;
  let v = 3n;
  const parts = [];
  for (let i = 0; i < D; i++) {
    const x = BigInt(ri(1, 99));
    const cands = ['-', '+', '*', '/'].filter((o) => ok(apply(x, o, v)) && (o !== '*' || (v < 10n ** 12n && v > -(10n ** 12n))));
    const o = cands[ri(0, cands.length - 1)];
    v = apply(x, o, v);
    parts.push(`${x}${o}(`);
  }
  print(parts.reverse().join('') + '3' + ')'.repeat(D));
} else if (c === 14) {
  // long random formula, few brackets, large literals
  litMax = 1000; bigRate = 0.2; parenRate = 0.02;
  let f = gen(45000).str;
  print(f);
} else if (c === 15) {
  // long random formula with many brackets and small literals
  litMax = 9; parenRate = 0.4;
  print(gen(40000).str);
} else if (c === 16) {
  // products near 10^18 divided back down, negative quotients
  print('(0-999999999*1000000000)/(0-7)/3-1000000000*999999999/(2-9)');
}
