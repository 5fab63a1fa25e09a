// Random small input: `node random.js <seed> <size>` prints one valid input, the same for the
// same arguments. Small literals (often 0, so divisions by values near zero and negative quotients
// are common), sometimes literals near 10^9 whose products need 64 bits.
const seed = Number(process.argv[2]);
const size = Number(process.argv[3]);
let state = (seed * 2654435761 + size * 40503) >>> 0 || 1;
function next() {
  state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
  return state / 4294967296;
}
const between = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
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
const big = next() < 0.2;
function literal() {
  const x = big && next() < 0.4 ? between(999999990, 1000000000) : between(0, 9);
  return { str: String(x), val: BigInt(x), prec: 3 };
}
function gen(n) {
  if (n <= 1) return literal();
  const a = between(1, n - 1);
  const left = gen(a);
  const right = gen(n - a);
  const order = ['/', '-', '*', '+'];
  const start = between(0, 3);
  for (let k = 0; k < 4; k++) {
    const o = order[(start + k) % 4];
    const v = apply(left.val, o, right.val);
    if (!ok(v)) continue;
    const p = PREC[o];
    const ls = left.prec < p ? `(${left.str})` : left.str;
    const rs = right.prec <= p ? `(${right.str})` : right.str;
    let node = { str: ls + o + rs, val: v, prec: p };
    if (next() < 0.15) node = { str: `(${node.str})`, val: v, prec: 3 };
    return node;
  }
  return left;
}
process.stdout.write(`${gen(between(1, size + 2)).str}\n`);
