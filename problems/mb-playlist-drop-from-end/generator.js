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
const show = (a, k) => `${a.length}\n${a.join(' ')}\n${k}\n`;
const cases = {
  1: () => show([12, 7, 31, 7, 40], 2),
  2: () => show([99], 1),
  3: () => show([5, 6], 1),
  4: () => show([5, 6], 2),
  5: () => show([4, 4, 4, 4, 4, 4], 3),
  6: () => show(arr(10, 1, 20), 10),
  7: () => show(arr(10, 1, 20), 1),
  8: () => show(arr(1000, 1, 100000), 500),
  9: () => show(arr(100000, 1, 100000), 100000),
  10: () => show(arr(60000, 1, 9), 1),
  11: () => show(arr(30000, 1, 100000), 29999),
  12: () => show(arr(30000, 1, 100000), 2),
  13: () => show(arr(50000, 1, 3), 31415),
  14: () => show([100000, 1, 100000], 2),
};
process.stdout.write(cases[tc]());
