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
const range = (lo, hi) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
const cases = {
  1: () => show([14, 3, -1, 15, 2, 0, 1, 16]),
  2: () => show([7, 7, 9, 8, 7, 11]),
  3: () => show([]),
  4: () => show([-1000000000]),
  5: () => show([1000000000, -1000000000, 999999999]),
  6: () => show([5, 5, 5, 5]),
  7: () => show(shuffle(range(-50000, 49999))),
  8: () => show(arr(50000, -1000000000, 1000000000)),
  9: () => show(arr(60000, 0, 999)),
  10: () => show(shuffle([...range(-1000000000, -999990001), ...range(999990000, 1000000000)])),
  11: () => show(shuffle(range(1, 20000).filter((x) => x !== 12345).concat(range(1, 20000).filter((x) => x % 7 !== 0 && x !== 12345)))),
  12: () => show(shuffle(range(1, 20).map((x) => x * 2))),
  13: () => show(shuffle([...range(-3, 3), ...range(10, 20), ...range(100, 104), 0, 0, 15])),
  14: () => show(arr(1000, -1500, 1500)),
  15: () => show(shuffle([...range(0, 24999), ...range(0, 24999)])),
};
process.stdout.write(cases[tc]());
