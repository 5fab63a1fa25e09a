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
  1: () => show([31, -4, 0, 18, -4, 7]),
  2: () => show([210, 95, 12, -3]),
  3: () => show([]),
  4: () => show([-100000]),
  5: () => show([100000, -100000]),
  6: () => show([2, 2, 2, 2, 2]),
  7: () => show(Array.from({ length: 20000 }, (_, i) => 10000 - i)),
  8: () => show(Array.from({ length: 20000 }, (_, i) => i - 10000)),
  9: () => show(arr(15, -20, 20)),
  10: () => show(arr(100000, -100000, 100000)),
  11: () => show(arr(60000, 0, 9)),
  12: () => show(arr(1000, -100000, 100000)),
  13: () => show(Array.from({ length: 9999 }, (_, i) => (i % 2 ? i : -i))),
  14: () => show(arr(30000, -50, 50)),
};
process.stdout.write(cases[tc]());
