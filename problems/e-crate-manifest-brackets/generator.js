// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 977) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
const OPEN = '([{<';
const CLOSE = ')]}>';
function out(str) { process.stdout.write(`${str.length}\n${str}\n`); }
// A valid list of about len characters: random nesting with items, depth at most maxDepth.
function valid(len, maxDepth, letterRate) {
  const res = [];
  const st = [];
  while (res.length + st.length < len) {
    const r = rnd();
    if (r < letterRate) res.push(String.fromCharCode(97 + ri(0, 25)));
    else if (st.length < maxDepth && (st.length === 0 || r < letterRate + (1 - letterRate) / 2)) {
      const k = ri(0, 3); st.push(k); res.push(OPEN[k]);
    } else res.push(CLOSE[st.pop()]);
  }
  while (st.length) res.push(CLOSE[st.pop()]);
  return res.join('');
}
const fixed = {
  1: '{a[b(c)]<d>}',
  2: '[(<>]',
  3: '<a[b]c',
  4: 'q',
  5: ')',
  6: '(',
  7: '([)]',
  8: '(((((((((())))))))))>',
  9: 'ab{c}d[e(f)g]h<i>(j[k{l<m>n}o]p)q(((r',
  10: '{}[]()<>{}[]()<>]',
};
const N = 200000;
const H = 100000;
if (fixed[c]) out(fixed[c]);
else if (c === 11) out(valid(300, 6, 0.3));
else if (c === 12) {
  // valid except a wrong kind near the middle
  const a = valid(H / 2, 40, 0.2);
  const b = valid(H / 2 - 2, 40, 0.2);
  out(a + '(]' + b);
} else if (c === 13) {
  // maximum size, one huge nesting, valid
  out('<'.repeat(N / 4) + '['.repeat(N / 4) + ']'.repeat(N / 4) + '>'.repeat(N / 4));
} else if (c === 14) {
  // maximum size, valid random manifest
  out(valid(H, 1000, 0.25));
} else if (c === 15) {
  // maximum size, many unsealed containers left at the end; the outermost one is early
  const head = valid(1000, 10, 0.3);
  let str = head + '{';
  while (str.length < H - 2000) str += valid(5000, 50, 0.3) + (rnd() < 0.5 ? OPEN[ri(0, 3)] : 'z');
  while (str.length < H) str += 'y';
  out(str);
} else if (c === 16) {
  // maximum size, the error is the very last character
  out(valid(N - 1, 200, 0.1) + '}');
} else if (c === 17) {
  // only letters
  let str = '';
  for (let i = 0; i < 50000; i++) str += String.fromCharCode(97 + ri(0, 25));
  out(str);
}
