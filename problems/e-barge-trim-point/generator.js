// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
const ri = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
const out = (a) => process.stdout.write(`${a.length}\n${a.join(' ')}\n`);
const B = 1000000000;
// plant a trim point at bay p (1-based) by fixing the last value
function planted(a, p) {
  let left = 0;
  for (let i = 0; i < p - 1; i++) left += a[i];
  let right = 0;
  for (let i = p; i < a.length - 1; i++) right += a[i];
  a[a.length - 1] = left - right;
  return a;
}
const fixed = {
  1: [3, 7, -2, 4, 6, 2],
  2: [5, -5, 9],
  3: [0],
  4: [7],
  5: [1, 2],
  6: [0, 0, 0],
  7: [B, B, -B, B, B, -B, B],
  8: [-B, B, B, -B],
};
if (fixed[c]) out(fixed[c]);
else if (c === 9) out(planted(Array.from({ length: 1000 }, () => ri(-50, 50)), 700));
else if (c === 10) {
  // big values: the sums leave the 32-bit range; the right side is the left side reshuffled
  const x = Array.from({ length: 4000 }, () => ri(-B, B));
  const y = x.slice();
  for (let i = y.length - 1; i > 0; i--) {
    const j = ri(0, i);
    [y[i], y[j]] = [y[j], y[i]];
  }
  out([...x, ri(-B, B), ...y]);
} else if (c === 11) {
  // maximum n, all positive and odd total: no trim point at all
  out(Array.from({ length: 200000 }, () => 2 * ri(1, 49)).map((x, i) => (i === 0 ? x + 1 : x)));
} else if (c === 12) {
  // the bays before the last one add up to 0: a trim point at the very end, if not earlier
  const a = Array.from({ length: 60000 }, () => ri(0, 99));
  const total = a.slice(0, 59999).reduce((x, y) => x + y, 0);
  out([...a.slice(0, 59999).map((x, i) => (i === 0 ? x - total : x)), 7]);
} else if (c === 13) out(planted(Array.from({ length: 50000 }, () => ri(-9, 9)), 3));
else if (c === 14) out(Array.from({ length: 30000 }, (_, i) => (i % 2 ? 5 : -5)));
