// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
const ri = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
const out = (k, a) => process.stdout.write(`${a.length} ${k}\n${a.join(' ')}\n`);
const B = 1000000000;
const fixed = {
  1: [5, [4, 5, 0, -2, -3, 1]],
  2: [3, [1, 2, 3]],
  3: [7, [0]],
  4: [7, [-7]],
  5: [7, [3]],
  6: [5, [-3, 8, -2, -3]], // -3 and 2 are the same remainder
  7: [1, [5, -5, 9, 0, -1]], // every run
  8: [B, [B, -B, B, -B, 1]],
  9: [B, [999999999, 999999999, 2, -1]],
};
if (fixed[c]) out(...fixed[c]);
else if (c === 10) out(6, Array.from({ length: 1000 }, () => ri(-20, 20)));
else if (c === 11) out(999999937, Array.from({ length: 8000 }, () => ri(-B, B)));
else if (c === 12) {
  // maximum n, small values, small k: a huge count
  out(7, Array.from({ length: 200000 }, () => ri(-9, 9)));
} else if (c === 13) {
  // maximum n, all zeros: every run, n(n+1)/2 = 20000100000
  out(123456789, Array.from({ length: 200000 }, () => 0));
} else if (c === 14) {
  // negative drift: most prefix sums are negative
  out(97, Array.from({ length: 30000 }, () => ri(-99, 20)));
} else if (c === 15) out(2, Array.from({ length: 5000 }, () => ri(-1, 1)));
