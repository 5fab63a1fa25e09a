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
const R = rng(9173 * tc + 5);
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
// random forest edges (no loop) over n huts, in random order, with random orientation
function forest(n, edges) {
  const p = perm(n);
  const e = [];
  for (let i = 1; i < n && e.length < edges; i++) e.push(R() < 0.5 ? [p[i], p[ri(0, i - 1)]] : [p[ri(0, i - 1)], p[i]]);
  return shuffle(e);
}
const cases = {
  1: () => show(5, [[0, 1], [2, 3], [1, 2], [3, 4], [0, 3], [2, 4]]),
  2: () => show(4, [[0, 1], [2, 0], [3, 0]]),
  3: () => show(1, []),
  4: () => show(2, [[0, 1], [1, 0]]),
  // one long chain stretched end to end, then the rope that closes it: the slow solution's worst case
  5: () => {
    const n = 30000;
    const p = perm(n);
    const e = [];
    for (let i = 0; i + 1 < n; i++) e.push([p[i], p[i + 1]]);
    e.push([p[n - 1], p[0]]);
    return show(n, e);
  },
  // a whole spanning tree and no loop at all
  6: () => show(60000, forest(60000, 59999)),
  7: () => {
    const e = forest(30000, 29999);
    e.splice(20000, 0, [e[5][1], e[7][0]]);
    return show(30000, e);
  },
  // the loop closes right at the start, a long list follows
  8: () => {
    const e = forest(20000, 19999);
    e.splice(2, 0, [e[0][1], e[0][0]]);
    return show(20000, e);
  },
  9: () => show(20000, forest(20000, 12000)),
  10: () => show(3, [[0, 1], [1, 2], [2, 0]]),
  11: () => {
    const e = forest(10, 7);
    e.push([e[2][0], e[4][1]]);
    return show(10, e);
  },
  // several separate groups; the first loop forms inside one of them late in the log
  12: () => {
    const e = [];
    for (let g = 0; g < 100; g++) for (let i = 1; i < 100; i++) e.push([g * 100 + i, g * 100 + ri(0, i - 1)]);
    shuffle(e);
    e.push([4200, 4299]);
    for (let k = 0; k < 50; k++) {
      const u = ri(0, 9999);
      e.push([u, (u + ri(1, 9999)) % 10000]);
    }
    return show(10000, e);
  },
};
if (cases[tc]) process.stdout.write(cases[tc]());
