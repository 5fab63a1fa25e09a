// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
const ri = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
const out = (A, w) => process.stdout.write(`${w.length} ${A}\n${w.join(' ')}\n`);
function distinct(n, lo, hi) {
  const set = new Set();
  while (set.size < n) set.add(ri(lo, hi));
  return [...set];
}
const fixed = {
  1: [5, [1, 2, 5]],
  2: [7, [2, 4, 6]],
  3: [1, [1]],
  4: [1, [2]],
  5: [100000, [100000]],
  6: [10, [3, 7, 10, 1]],
  7: [100, [1, 5, 10, 25, 50]],
  8: [99999, [100000, 2]],
};
if (fixed[c]) out(...fixed[c]);
else if (c === 9) out(1000, distinct(20, 1, 60));
else if (c === 10) out(100000, distinct(100, 1000, 100000)); // large masses only
else if (c === 11) out(37, distinct(10, 2, 40));
else if (c === 12) {
  // maximum size: masses 1..100, the count wraps around the modulus many times
  out(100000, Array.from({ length: 100 }, (_, i) => 100 - i));
} else if (c === 13) out(100000, distinct(100, 1, 100000));
else if (c === 14) out(99999, distinct(100, 1, 500).map((x) => 2 * x)); // odd amount, even masses
else if (c === 15) out(30011, distinct(60, 2, 300));
