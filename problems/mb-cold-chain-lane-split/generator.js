'use strict';
// Deterministic test generator: `node generator.js <case>` prints the input of test <case>.
const tc = Number(process.argv[2]);
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const R = rng(7919 * tc + 17);
const ri = (lo, hi) => lo + Math.floor(R() * (hi - lo + 1));
const arr = (n, lo, hi) => Array.from({ length: n }, () => ri(lo, hi));
function shuffle(a) {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(R() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
const show = (a, x) => `${a.length}\n${a.join(' ')}\n${x}\n`;
const alt = (n) => Array.from({ length: n }, (_, i) => (i % 2 ? ri(-10000, -1) : ri(0, 10000)));
const cases = {
  1: () => show([5, -3, 8, 2, -3, 9, 1], 3),
  2: () => show([12, 40, 25, 40, 7, 31], 25),
  3: () => show([], 5),
  4: () => show([7], 7),
  5: () => show([7], 8),
  6: () => show([9, 8, 7, 1], -10000),
  7: () => show([-5, 3, 10000, 2], 10000),
  8: () => show([4, 4, 4, 4, 4], 4),
  9: () => show(arr(12, -10, 10), 0),
  10: () => show(arr(100000, -10000, 10000), 17),
  11: () => show(alt(60000), 0),
  12: () => show(arr(20000, -10000, 10000), -10000),
  13: () => show(arr(20000, 0, 9), 5),
  14: () => show(arr(1000, -50, 50), -49),
};
process.stdout.write(cases[tc]());
