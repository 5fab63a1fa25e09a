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
  1: [2, [9, 3, -1, 4, 0]],
  2: [1, [3, 3, 1]],
  3: [5, [7]],
  4: [2, [4, 2]], // 4 > 4 is false: 0
  5: [2, [5, 2]],
  6: [B, [B, 1, -B, 0, -1]],
  7: [3, [-5, -2, -1, 0, 1]],
  8: [1, [5, 4, 3, 2, 1]],
};
if (fixed[c]) out(...fixed[c]);
else if (c === 9) out(2, Array.from({ length: 1000 }, () => ri(-30, 60)));
else if (c === 10) out(3, Array.from({ length: 8000 }, () => ri(-B, B)));
else if (c === 11) out(1000000, Array.from({ length: 8000 }, () => ri(-B, B)));
else if (c === 12) {
  // maximum n, small values, k = 2
  out(2, Array.from({ length: 200000 }, () => ri(-9, 99)));
} else if (c === 13) {
  // k = 1 on a decreasing sequence with ties: close to n(n-1)/2 pairs, beyond 32 bits
  out(1, Array.from({ length: 50000 }, (_, i) => 999 - Math.floor(i / 60)));
} else if (c === 14) {
  // increasing positive readings: no plunge at all
  out(2, Array.from({ length: 20000 }, (_, i) => i + 1));
} else if (c === 15) {
  // all negative, huge k
  out(999999999, Array.from({ length: 8000 }, () => ri(-B, -1)));
}
