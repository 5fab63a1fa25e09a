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
const show = (W, items) => `${items.length} ${W}\n${items.map(([m, v]) => `${m} ${v}`).join('\n')}\n`;
const items = (n, mlo, mhi, vlo, vhi) => Array.from({ length: n }, () => [ri(mlo, mhi), ri(vlo, vhi)]);
const cases = {
  1: () => show(10, [[5, 10], [4, 40], [6, 30], [3, 50]]),
  2: () => show(5, [[6, 100], [7, 200], [8, 300]]),
  3: () => show(7, [[7, 1000000000]]),
  4: () => show(1, [[2, 5]]),
  5: () => show(100000, items(500, 1, 200, 999000000, 1000000000)),
  6: () => show(100000, items(500, 1, 100000, 1, 1000000000)),
  7: () => show(100000, items(500, 100, 1000, 1, 1000000000)),
  8: () => show(12, [[6, 60], [5, 50], [5, 50], [2, 1], [1, 1]]),
  9: () => show(99991, items(500, 1, 100000, 1, 1000)),
  10: () => show(100000, Array.from({ length: 500 }, () => [333, 1000000000])),
  11: () => show(1, items(300, 1, 2, 1, 1000000000)),
  12: () => show(50000, items(500, 40000, 60000, 1, 1000000000)),
  13: () => show(1000, items(60, 1, 200, 1, 100)),
  14: () => {
    // value proportional to mass with noise: ratio-greedy traps
    const it = Array.from({ length: 500 }, () => {
      const m = ri(1000, 19999);
      return [m, m * 50000 + ri(0, 49999)];
    });
    return show(100000, it);
  },
  15: () => show(20, [[10, 100], [11, 121], [9, 80], [21, 999]]),
};
process.stdout.write(cases[tc]());
