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
const show = (a, k) => `${a.length} ${k}\n${a.join(' ')}\n`;
const distinct = (a) => new Set(a).size;
const range = (lo, hi) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
// skewed log: id i gets roughly weight 1/i
function zipf(n, d, idOf) {
  const out = [];
  for (let p = 0; p < n; p++) {
    const x = Math.floor(d ** R());
    out.push(idOf(Math.max(1, x)));
  }
  return out;
}
const cases = {
  1: () => show([5, 3, 5, 8, 3, 5, 1, 8, 9, 3], 3),
  2: () => show([7, 1000000000, 7, 1], 3),
  3: () => show([42], 1),
  4: () => show([9, 9, 9, 9], 1),
  5: () => show([4, 3, 2, 1, 1, 2, 3, 4], 4),
  6: () => show(shuffle(range(1, 100000)), 100000),
  7: () => {
    const a = arr(50000, 1, 25000);
    return show(a, Math.floor(distinct(a) / 2));
  },
  8: () => {
    const a = zipf(30000, 20000, (x) => 1000000000 - x * 7919);
    return show(shuffle(a), Math.min(1000, distinct(a)));
  },
  9: () => show(shuffle([...Array(20000).fill(1000000000), ...Array(20000).fill(1)]), 2),
  10: () => {
    const a = arr(3000, 1, 1000000000);
    return show(a, distinct(a));
  },
  11: () => {
    const a = arr(20, 1, 6);
    return show(a, distinct(a));
  },
  12: () => {
    const a = zipf(60000, 30000, (x) => x);
    return show(shuffle(a), 1);
  },
  13: () => show(shuffle([...Array(5).fill(30), ...Array(5).fill(20), ...Array(5).fill(10), 40, 40, 40, 40]), 3),
  14: () => {
    const a = arr(1000, 1, 300);
    return show(a, 50);
  },
};
process.stdout.write(cases[tc]());
