'use strict';
// Deterministic test generator: `node generator.js <case>` prints tests/<case>.in
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
const R = rng(1000 + tc);
const ri = (lo, hi) => lo + Math.floor(R() * (hi - lo + 1));
// a random number with `len` digits, ones digit first, no leading zero
function num(len, topMax = 9) {
  const d = [];
  for (let i = 0; i < len; i++) d.push(ri(0, 9));
  if (len === 1) d[0] = ri(0, 9);
  else d[len - 1] = ri(1, topMax);
  return d;
}
const fill = (len, v) => new Array(len).fill(v);
const show = (a, b) => `${a.length}\n${a.join(' ')}\n${b.length}\n${b.join(' ')}\n`;
const cases = {
  1: () => show([7, 0, 5], [8, 9]),
  2: () => show([9, 9, 9, 9], [1]),
  3: () => show([0], [0]),
  4: () => show([0], num(1000)),
  5: () => show([5], [5]),
  6: () => show(fill(100000, 9), [1]),
  7: () => show(num(100000), num(100000)),
  8: () => show(num(30000), num(60000)),
  9: () => show(fill(100000, 9), fill(100000, 9)),
  10: () => show(num(10), num(7)),
  11: () => show([1, ...fill(500, 9), 1], [9]),
  12: () => show([1], fill(99, 9)),
  13: () => show(num(1000), num(1000)),
  14: () => show(num(20000, 4), num(20000, 4)),
  15: () => show([3, 4, 2], [4, 6, 5]),
};
process.stdout.write(cases[tc]());
