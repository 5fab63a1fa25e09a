// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports, so it runs as CommonJS or ESM.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(v) { process.stdout.write(`${v.length}\n${v.join(' ')}\n`); }

const fixed = {
  1: [120, 340, -15, 80, 600],
  2: [],
  3: [7],
  4: [1, 2],
  5: [5, 5, 5, 5],
  6: [1000000000, -1000000000, 0, 999999999, -999999999],
  7: [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5],
};
if (fixed[c]) out(fixed[c]);
else if (c === 8 || c === 9) {
  const n = c === 8 ? 100 : 5000;
  const v = [];
  for (let i = 0; i < n; i++) v.push(ri(-1000000000, 1000000000));
  out(v);
} else if (c === 10) {
  // large, strictly increasing (output must be strictly decreasing)
  const v = [];
  for (let i = 0; i < 40000; i++) v.push(i * 3 - 50000);
  out(v);
} else if (c === 11) {
  // maximum n
  const v = [];
  for (let i = 0; i < 100000; i++) v.push(ri(-9999, 9999));
  out(v);
} else if (c === 12) {
  // palindrome-shaped list (reverse equals itself)
  const h = [];
  for (let i = 0; i < 5000; i++) h.push(ri(-99, 99));
  out(h.concat([12345], h.slice().reverse()));
}
