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
const R = rng(6151 * tc + 29);
const ri = (lo, hi) => lo + Math.floor(R() * (hi - lo + 1));
function shuffle(a) {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(R() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
const perm = (n) => shuffle(Array.from({ length: n }, (_, i) => i));
const show = (n, e) => `${n} ${e.length}\n${e.map((x) => `${x.join(' ')}\n`).join('')}`;
const pair = (n) => {
  const u = ri(0, n - 1);
  let v = ri(0, n - 2);
  if (v >= u) v++;
  return [u, v];
};
function connected(n, m, wlo, whi) {
  const p = perm(n);
  const e = [];
  for (let i = 1; i < n; i++) e.push([p[i], p[ri(Math.max(0, i - 30), i - 1)], ri(wlo, whi)]);
  while (e.length < m) e.push([...pair(n), ri(wlo, whi)]);
  return e;
}
// a long path (cheap cables) plus extra dear cables between its two far ends
function longPath(n, extra, wPath, wExtra) {
  const p = perm(n);
  const e = [];
  for (let i = 0; i + 1 < n; i++) e.push([p[i], p[i + 1], ri(1, wPath)]);
  const q = Math.floor(n / 5);
  for (let k = 0; k < extra; k++) e.push([p[ri(0, q)], p[ri(n - 1 - q, n - 1)], ri(wExtra, 1000000)]);
  return e;
}
const cases = {
  1: () => show(4, [[0, 1, 1], [1, 2, 2], [2, 3, 3], [0, 2, 4], [1, 3, 5]]),
  2: () => show(4, [[0, 1, 7], [1, 2, 3], [1, 3, 9]]),
  3: () => show(1, []),
  4: () => show(3, [[0, 1, 5], [1, 2, 5], [0, 2, 5]]),
  5: () => show(2, [[0, 1, 4], [1, 0, 4]]),
  6: () => show(2, [[0, 1, 1], [0, 1, 2]]),
  16: () => show(3, [[0, 1, 1], [0, 1, 2]]),
  // the slow solution's worst case
  7: () => show(20000, shuffle(longPath(20000, 10000, 100, 999000))),
  8: () => show(12000, shuffle(connected(12000, 18000, 1, 1000000))),
  9: () => show(5000, shuffle([...connected(2500, 4000, 1, 1000), ...connected(2500, 4000, 1, 1000).map(([u, v, w]) => [u + 2500, v + 2500, w])])),
  10: () => show(6000, shuffle(connected(6000, 5999, 1, 1000000))),
  // every cost is 10^6: ties everywhere and a 64-bit total
  11: () => show(15000, shuffle(connected(15000, 16000, 1000000, 1000000))),
  12: () => show(8, shuffle(connected(8, 12, 1, 10))),
  // the best swap is not the one with the cheapest unused cable
  13: () => show(5, [[0, 1, 1], [1, 2, 1], [2, 3, 1], [3, 4, 10], [0, 2, 5], [3, 4, 11]]),
  14: () => show(2000, shuffle(connected(2000, 6000, 1, 3))),
  15: () => show(3000, shuffle(longPath(3000, 3000, 1000000, 1000000))),
};
if (cases[tc]) process.stdout.write(cases[tc]());
