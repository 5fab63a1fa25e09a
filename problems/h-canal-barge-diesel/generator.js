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
const R = rng(8117 * tc + 41);
const ri = (lo, hi) => lo + Math.floor(R() * (hi - lo + 1));
const show = (n, cap, price, e) => `${n} ${e.length} ${cap}\n${price.join(' ')}\n${e.map((x) => `${x.join(' ')}\n`).join('')}`;
const prices = (n, lo, hi) => Array.from({ length: n }, () => ri(lo, hi));
// a random connected network; canals mostly join towns with nearby numbers, so that the trip
// from 0 to n - 1 is long
function network(n, m, dlo, dhi, window) {
  const e = [];
  for (let i = 1; i < n; i++) e.push([ri(Math.max(0, i - window), i - 1), i, ri(dlo, dhi)]);
  while (e.length < m) {
    const u = ri(0, n - 1);
    const v = Math.min(n - 1, u + ri(1, window));
    if (u !== v) e.push([u, v, ri(dlo, dhi)]);
  }
  return e;
}
const cases = {
  1: () => show(4, 10, [5, 1, 9, 3], [[0, 1, 2], [1, 2, 6], [2, 3, 3], [1, 3, 10]]),
  2: () => show(3, 4, [2, 1, 1], [[0, 1, 3], [1, 2, 5]]),
  3: () => show(1, 1, [7], []),
  4: () => show(2, 1, [100, 1], [[0, 1, 1]]),
  // the slow solution's worst case: 10^5 states, the destination at the far end of a long network
  5: () => show(1000, 100, prices(1000, 1, 100), network(1000, 1000, 20, 100, 3)),
  6: () => show(1000, 100, prices(1000, 1, 100), network(1000, 1000, 1, 100, 50)),
  7: () => show(500, 37, prices(500, 1, 100), network(500, 1000, 1, 40, 10)),
  // two halves that no canal joins: -1
  8: () => {
    const a = network(300, 400, 1, 50, 5);
    const b = network(300, 400, 1, 50, 5).map(([u, v, d]) => [u + 300, v + 300, d]);
    return show(600, 100, prices(600, 1, 100), [...a, ...b]);
  },
  // one canal is longer than the tank: it can never be used
  9: () => show(3, 5, [1, 1, 1], [[0, 2, 6], [0, 1, 5], [1, 2, 5]]),
  10: () => show(3, 5, [1, 1, 1], [[0, 2, 6], [0, 1, 5], [1, 2, 6]]),
  // cheap diesel only at the start and expensive later: filling up to the top pays off
  11: () => {
    const n = 200;
    const price = Array.from({ length: n }, (_, i) => (i % 25 === 0 ? 1 : 100));
    const e = [];
    for (let i = 1; i < n; i++) e.push([i - 1, i, 4]);
    return show(n, 100, price, e);
  },
  12: () => show(8, 6, prices(8, 1, 9), network(8, 12, 1, 6, 3)),
  13: () => show(1000, 1, prices(1000, 1, 100), network(1000, 1000, 1, 1, 2)),
  14: () => show(1000, 100, Array.from({ length: 1000 }, () => 100), network(1000, 1000, 100, 100, 2)),
  // the destination is cut off: every reachable state is explored before giving up
  15: () => show(1000, 100, prices(1000, 1, 100), network(999, 1000, 1, 100, 50)),
};
if (cases[tc]) process.stdout.write(cases[tc]());
