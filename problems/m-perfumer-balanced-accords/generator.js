// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports, so it runs as CommonJS or ESM.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(t, a) { process.stdout.write(`${a.length} ${t}\n${a.join(' ')}\n`); }
const B = 1000000000;

const fixed = {
  1: [0, [-3, 5, 1, 2, -2, 0, 1]],
  2: [10, [1, 9, 3, 7, 0, 5, 5]],
  3: [0, [0, 0, 0]], // smallest shelf, one accord
  4: [0, [0, 0, 0, 0]], // repeated smallest value
  5: [0, [1, 2, 4]], // no accord
  6: [3 * B, [B, B, -B, B]], // the largest sum
  7: [-3 * B, [-B, -B, 5, -B, -B]], // the smallest sum
  8: [0, [2, 2, -4, -4, 8, -1, -1, 2]], // {x, x, z} shapes from both sides
  9: [1, [-5, 3, 3, 3, -1, -1, 2, 0, 6, -2]],
};
if (fixed[c]) {
  out(fixed[c][0], fixed[c][1]);
} else if (c === 10) {
  // maximum n, wide-ish values, T = 0: the triple loop cannot stop early
  const a = [];
  for (let i = 0; i < 4000; i++) a.push(ri(-100000, 100000));
  out(0, a);
} else if (c === 11) {
  // maximum n, few distinct values: heavy duplicate handling
  const a = [];
  for (let i = 0; i < 4000; i++) a.push(ri(-20, 20));
  out(0, a);
} else if (c === 12) {
  // maximum n, huge values and a huge target, planted accords
  const a = [];
  const t = ri(B, 2 * B);
  for (let i = 0; i < 1300; i++) {
    const x = ri(t - 2 * B, B);
    const y = ri(Math.max(-B, t - x - B), Math.min(B, t - x + B));
    const z = t - x - y;
    a.push(x, y, z);
  }
  while (a.length < 4000) a.push(ri(-B, B));
  out(t, a);
} else if (c === 13) {
  // every vial equal
  out(21, new Array(4000).fill(7));
} else if (c === 14) {
  // distinct consecutive values: many accords
  const a = [];
  for (let i = 0; i < 3000; i++) a.push(i - 1500);
  for (let i = a.length - 1; i > 0; i--) {
    const j = ri(0, i);
    [a[i], a[j]] = [a[j], a[i]];
  }
  out(17, a);
} else if (c === 15) {
  // medium random with a non-zero target
  const a = [];
  for (let i = 0; i < 600; i++) a.push(ri(-60, 60));
  out(-7, a);
}
