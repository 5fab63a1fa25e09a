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
const R = rng(6673 * tc + 31);
const ri = (lo, hi) => lo + Math.floor(R() * (hi - lo + 1));
function shuffle(a) {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(R() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
const show = (n, e) => `${n} ${e.length}\n${e.map((x) => `${x.join(' ')}\n`).join('')}`;
const pair = (n) => {
  const u = ri(0, n - 1);
  let v = ri(0, n - 2);
  if (v >= u) v++;
  return [u, v];
};
function connected(n, m, tMax, pMax) {
  const p = [0, ...shuffle(Array.from({ length: n - 1 }, (_, i) => i + 1))];
  const e = [];
  for (let i = 1; i < n; i++) e.push([p[ri(Math.max(0, i - 20), i - 1)], p[i], ri(1, tMax), ri(1, pMax)]);
  while (e.length < m) e.push([...pair(n), ri(1, tMax), ri(1, pMax)]);
  return shuffle(e);
}
const cases = {
  1: () => show(4, [[0, 1, 5, 10], [1, 2, 3, 4], [0, 2, 20, 1], [2, 3, 2, 15]]),
  2: () => show(5, [[0, 1, 7, 3], [1, 2, 1, 100], [3, 4, 1, 1]]),
  3: () => show(1, []),
  4: () => show(2, [[1, 0, 1000, 1000]]),
  // a long chain of quick ferries listed from the far end back to island 0, plus slow shortcuts:
  // the sweeping solution needs one sweep per island
  5: () => {
    const n = 30000;
    const e = [];
    for (let i = n - 1; i > 0; i--) e.push([i - 1, i, 1, 1]);
    for (let k = 0; k < 10000; k++) {
      const a = ri(0, n - 2);
      e.push([a, Math.min(n - 1, a + ri(1, 500)), 1000, 1000]);
    }
    return show(n, e);
  },
  6: () => show(12000, connected(12000, 15000, 1000, 1000)),
  7: () => show(6000, connected(6000, 10000, 10, 1000)),
  8: () => show(8000, connected(8000, 12000, 1000, 1)),
  // two groups: the far one is unreachable
  9: () => show(2000, [...connected(1000, 1500, 50, 50), ...connected(1000, 1500, 50, 50).map(([u, v, t, p]) => [u + 1000, v + 1000, t, p])]),
  // waiting for a slow ferry beats nothing, but a detour over frequent ferries is faster
  10: () => show(4, [[0, 3, 1, 100], [0, 1, 10, 1], [1, 2, 10, 1], [2, 3, 10, 1], [0, 1, 1, 1000]]),
  11: () => show(9, connected(9, 14, 9, 6)),
  // arrivals that land exactly on a departure time
  12: () => show(5, [[0, 1, 6, 3], [1, 2, 6, 6], [2, 3, 4, 4], [3, 4, 16, 16], [1, 4, 100, 1]]),
  13: () => show(10000, connected(10000, 10000, 1000, 1000)),
};
if (cases[tc]) process.stdout.write(cases[tc]());
