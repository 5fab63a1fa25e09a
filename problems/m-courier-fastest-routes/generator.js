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
const R = rng(3301 * tc + 47);
const ri = (lo, hi) => lo + Math.floor(R() * (hi - lo + 1));
function shuffle(a) {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(R() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
const show = (n, e) => `${n} ${e.length}\n${e.map((x) => `${x.join(' ')}\n`).join('')}`;
// a chain of k diamonds (0 -> two middle stations -> next joint ...), with equal or unequal sides
function diamonds(k, equal) {
  const e = [];
  for (let d = 0; d < k; d++) {
    const a = 3 * d;
    const w = ri(1, 1000);
    const w2 = equal || R() < 0.7 ? w : ri(1, 1000);
    const v = ri(1, 1000);
    e.push([a, a + 1, w], [a + 1, a + 3, v], [a, a + 2, w2], [a + 2, a + 3, v]);
  }
  return { n: 3 * k + 1, e };
}
function randomGraph(n, m, wMax) {
  const e = [];
  for (let i = 1; i < n; i++) e.push([ri(Math.max(0, i - 10), i - 1), i, ri(1, wMax)]);
  while (e.length < m) {
    const u = ri(0, n - 1);
    const v = Math.min(n - 1, u + ri(1, 10));
    if (u !== v) e.push([u, v, ri(1, wMax)]);
  }
  return shuffle(e);
}
const cases = {
  1: () => show(5, [[0, 1, 2], [0, 2, 3], [1, 3, 4], [2, 3, 3], [3, 4, 1], [1, 2, 1]]),
  2: () => show(4, [[0, 1, 5], [2, 3, 1]]),
  3: () => show(1, []),
  4: () => show(2, [[0, 1, 7], [1, 0, 7], [0, 1, 8]]),
  // 16 666 diamonds with equal sides: 2^16666 fastest routes, the slow solution's worst case
  5: () => {
    const { n, e } = diamonds(16666, true);
    return show(n, shuffle(e).map(([u, v, w]) => (R() < 0.5 ? [u, v, w] : [v, u, w])));
  },
  6: () => {
    const { n, e } = diamonds(5000, false);
    return show(n, shuffle(e));
  },
  7: () => show(10000, randomGraph(10000, 15000, 3)),
  8: () => show(10000, randomGraph(10000, 20000, 1000)),
  // the destination is cut off
  9: () => show(3000, randomGraph(2999, 4000, 5)),
  // a grid of unit streets: binomially many fastest routes
  10: () => {
    const r = 60;
    const c = 60;
    const e = [];
    for (let i = 0; i < r; i++) for (let j = 0; j < c; j++) {
      if (i + 1 < r) e.push([i * c + j, (i + 1) * c + j, 1]);
      if (j + 1 < c) e.push([i * c + j, i * c + j + 1, 1]);
    }
    return show(r * c, shuffle(e));
  },
  11: () => show(9, randomGraph(9, 14, 2)),
  // a faster route is found only after slower ones were counted
  12: () => show(5, [[0, 1, 1], [0, 4, 10], [1, 2, 1], [2, 4, 1], [0, 3, 1], [3, 4, 1], [2, 3, 1]]),
  13: () => show(15000, randomGraph(15000, 20000, 1)),
};
if (cases[tc]) process.stdout.write(cases[tc]());
