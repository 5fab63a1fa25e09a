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
const show = (n, edges) => `${n} ${edges.length}\n${edges.map((e) => e.join(' ')).join('\n')}\n`;
const perm = (n) => shuffle(Array.from({ length: n }, (_, i) => i));
// a path through all vertices in random order with weights increasing along it (adversarial for
// "search the chosen edges" solutions), plus `extra` random heavier edges
function pathGraph(n, extra) {
  const p = perm(n);
  const e = [];
  for (let i = 0; i + 1 < n; i++) {
    const w = 1 + Math.floor((i * 899999) / n);
    e.push(R() < 0.5 ? [p[i], p[i + 1], w] : [p[i + 1], p[i], w]);
  }
  for (let k = 0; k < extra; k++) e.push([ri(0, n - 1), ri(0, n - 1), ri(900000, 1000000)]);
  return shuffle(e);
}
// random spanning tree + random extra edges
function connected(n, m, wlo, whi, offset = 0) {
  const p = perm(n);
  const e = [];
  for (let i = 1; i < n; i++) e.push([p[i] + offset, p[ri(0, i - 1)] + offset, ri(wlo, whi)]);
  while (e.length < m) e.push([ri(0, n - 1) + offset, ri(0, n - 1) + offset, ri(wlo, whi)]);
  return e;
}
const cases = {
  1: () => show(4, [[0, 1, 4], [1, 2, 2], [2, 3, 7], [0, 2, 5], [3, 1, 3]]),
  2: () => show(3, [[0, 1, 10]]),
  3: () => show(1, []),
  4: () => show(2, []),
  5: () => show(1, [[0, 0, 5], [0, 0, 1], [0, 0, 1000000]]),
  6: () => show(3, [[0, 1, 5], [0, 1, 2], [1, 1, 1], [1, 2, 7], [2, 1, 3], [2, 2, 1]]),
  7: () => show(50000, pathGraph(50000, 0)),
  8: () => show(20000, pathGraph(20000, 20000)),
  9: () => show(8000, shuffle(connected(8000, 16000, 1, 1000000))),
  10: () => show(5000, shuffle(connected(5000, 6000, 1000000, 1000000))),
  11: () => show(3000, shuffle([...connected(1500, 2500, 1, 1000000), ...connected(1500, 2500, 1, 1000000, 1500)])),
  12: () => {
    const e = [];
    for (let i = 1; i < 2000; i++) e.push([0, i, ri(1, 1000)]);
    for (let k = 0; k < 1000; k++) e.push([ri(1, 1999), ri(1, 1999), ri(1, 1500)]);
    return show(2000, shuffle(e));
  },
  13: () => show(8, shuffle(connected(8, 12, 1, 20))),
  14: () => {
    const e = [];
    for (let i = 0; i < 100; i++) for (let j = i + 1; j < 100; j++) e.push([i, j, ri(1, 1000000)]);
    return show(100, shuffle(e));
  },
  15: () => show(50000, []),
  16: () => show(3000, shuffle(connected(3000, 6000, 1, 3))),
  17: () => show(6, [[0, 1, 1], [1, 2, 1], [0, 2, 1], [3, 4, 1], [4, 5, 1], [3, 5, 1]]),
};
process.stdout.write(cases[tc]());
