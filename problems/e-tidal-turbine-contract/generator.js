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
const fixed = {
  1: [3, [4, -2, 7, 5, -9, 6]],
  2: [1, [-5, -1, -3, -1]],
  3: [1, [0]],
  4: [1, [-1000000000]],
  5: [4, [1000000000, 1000000000, 1000000000, 1000000000]], // 4 * 10^9, beyond 32 bits
  6: [2, [3, 1, 2, 2, 1, 3]], // all windows tie: the first one
  7: [3, [-1000000000, -1000000000, -1000000000, 5, -1000000000]],
  8: [2, [0, 0, 0, 0, 0]],
};
if (fixed[c]) out(...fixed[c]);
else if (c === 9) {
  out(37, Array.from({ length: 1000 }, () => ri(-50, 50)));
} else if (c === 10) {
  // big values, the sums overflow 32 bits
  out(2500, Array.from({ length: 10000 }, () => ri(-1000000000, 1000000000)));
} else if (c === 11) {
  // k = n: one block, a huge total
  out(10000, Array.from({ length: 10000 }, () => ri(999990000, 1000000000)));
} else if (c === 12) {
  // maximum n, k = n / 2
  out(100000, Array.from({ length: 200000 }, () => ri(-9, 9)));
} else if (c === 13) {
  // maximum n, all negative, the best block at the very end
  const a = Array.from({ length: 60000 }, () => ri(-99, -2));
  for (let i = 60000 - 50; i < 60000; i++) a[i] = -1;
  out(50, a);
} else if (c === 14) {
  // long runs of zeros and ties
  const a = Array.from({ length: 50000 }, () => (rnd() < 0.9 ? 0 : ri(-3, 3)));
  out(7, a);
}
