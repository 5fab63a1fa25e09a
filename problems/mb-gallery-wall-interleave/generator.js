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
const show = (a) => `${a.length}\n${a.join(' ')}\n`;
const cases = {
  1: () => show([3, 8, 1, 9, 4, 7]),
  2: () => show([10, 20, 30, 40, 50]),
  3: () => show([]),
  4: () => show([42]),
  5: () => show([1, 2]),
  6: () => show([1, 2, 3]),
  7: () => show([5, 5, 5, 5, 5, 5, 5]),
  8: () => show(arr(11, 1, 100)),
  9: () => show(arr(1000, 1, 100000)),
  10: () => show(arr(100000, 1, 100000)),
  11: () => show(arr(99999, 1, 9)),
  12: () => show(Array.from({ length: 20000 }, (_, i) => i + 1)),
  13: () => show(arr(4, 1, 100000)),
  14: () => show(arr(30001, 1, 100000)),
};
process.stdout.write(cases[tc]());
