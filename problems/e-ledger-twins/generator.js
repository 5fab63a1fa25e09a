// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports, so it runs as CommonJS or ESM.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(n, t, a) { process.stdout.write(`${n} ${t}\n${a.join(' ')}\n`); }

const fixed = {
  1: [10, [4, -3, 7, 6, 13, 3]],
  2: [8, [4, 1, 4, 4, 7]],
  3: [0, [5, 5, -4]],
  4: [3, [1, 2]],
  5: [4, [1, 2]],
  6: [10, [5, 3]],
  7: [2000000000, [1000000000, -5, 1000000000]],
  8: [-2000000000, [-1000000000, 7, 3, -1000000000, -1000000000]],
  9: [10, [5, 5, 5, 5, 5, 5, 5]],
  10: [0, [-7, 0, 9, 3, 0, 7, -9]],
};
if (fixed[c]) {
  const [t, a] = fixed[c];
  out(a.length, t, a);
} else if (c === 11 || c === 12) {
  // small/medium random with wide values
  const n = c === 11 ? 50 : 2000;
  const a = [];
  for (let i = 0; i < n; i++) a.push(ri(-1000000000, 1000000000));
  const i0 = ri(0, n - 1);
  let j0 = ri(0, n - 1);
  if (j0 === i0) j0 = (i0 + 1) % n;
  out(n, a[i0] + a[j0], a);
} else if (c === 13) {
  // maximum n, all even, odd target: no pair at all
  const n = 150000;
  const a = [];
  for (let i = 0; i < n; i++) a.push(2 * ri(-5000, 5000));
  out(n, 12345, a);
} else if (c === 14) {
  // maximum n, the only valid pair is the last two entries
  const n = 150000;
  const a = [];
  for (let i = 0; i < n - 2; i++) a.push(4 * ri(-2500, 2500));
  a.push(4 * 1234 + 1, 4 * -777 + 1);
  out(n, a[n - 2] + a[n - 1], a);
} else if (c === 15) {
  // large random with big values, a pair planted near the end
  const n = 50000;
  const a = [];
  for (let i = 0; i < n; i++) a.push(ri(-1000000000, 1000000000));
  out(n, a[ri(0, n - 1)] + a[n - 3], a);
}
