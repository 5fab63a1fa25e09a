// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 31) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(k, a) { process.stdout.write(`${a.length} ${k}\n${a.join(' ')}\n`); }
function arr(n, lo, hi) { const a = []; for (let i = 0; i < n; i++) a.push(ri(lo, hi)); return a; }
const fixed = {
  1: [3, [4, 9, 3, 6, 2, 8]],
  2: [3, [10, 1, 1, 1, 10]],
  3: [3, [5, 0, 0, 5]],
  4: [4, [1, 1, 1, 1, 1, 1]],
  5: [1, [1000000000]],
  6: [3, [0, 0, 0, 0, 0]],
  7: [2, [1000000000, 1000000000, 1000000000, 1000000000, 1000000000]],
  8: [5, [1, 2, 3, 4, 5]],
  9: [1, [3, 1, 4, 1, 5, 9, 2, 6]],
};
if (fixed[c]) out(...fixed[c]);
else if (c === 10) out(ri(1, 8), arr(30, 0, 9));
else if (c === 11) out(ri(2, 300), arr(3000, 0, 1000));
else if (c === 12) {
  // many runners: the reserve rule matters all the way
  out(24000, arr(40000, 0, 9999));
} else if (c === 13) {
  // maximum n, few runners, long legs
  out(7, arr(100000, 0, 9999));
} else if (c === 14) {
  // large values: sums far past 32 bits
  out(13, arr(20000, 999000000, 1000000000));
} else if (c === 15) {
  // k = n: every runner one segment
  out(20000, arr(20000, 0, 99));
} else if (c === 16) {
  // long zero stretches between big segments
  const a = [];
  for (let i = 0; i < 30000; i++) a.push(rnd() < 0.9 ? 0 : ri(1, 1000));
  out(500, a);
}
