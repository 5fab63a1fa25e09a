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
const R = rng(3571 * tc + 11);
const ri = (lo, hi) => lo + Math.floor(R() * (hi - lo + 1));
function shuffle(a) {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(R() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
// shape[k] = parent of the k-th person in "discovery" order (shape[0] = -1, shape[k] < k);
// relabel the people at random, keeping person 0 the founder.
function relabel(shape) {
  const n = shape.length;
  const label = [0, ...shuffle(Array.from({ length: n - 1 }, (_, i) => i + 1))];
  const parent = new Array(n).fill(-1);
  for (let k = 1; k < n; k++) parent[label[k]] = label[shape[k]];
  return parent;
}
const show = (parent) => `${parent.length}\n${parent.slice(1).join(' ')}\n`;
const randomShape = (n, window) => Array.from({ length: n }, (_, k) => (k === 0 ? -1 : ri(Math.max(0, k - window), k - 1)));
const cases = {
  1: () => show([-1, 0, 0, 1, 1, 2]),
  2: () => show([-1, 0, 1, 2]),
  3: () => show([-1]),
  4: () => show([-1, 0]),
  // a long line of descent with a crowd of grandchildren at its end: the slow solution's worst case
  5: () => {
    const n = 60000;
    const line = 30000;
    const shape = Array.from({ length: n }, (_, k) => (k === 0 ? -1 : k < line ? k - 1 : line - 1));
    return show(relabel(shape));
  },
  6: () => show(relabel(randomShape(100000, 100000))),
  7: () => show(relabel(Array.from({ length: 30000 }, (_, k) => (k === 0 ? -1 : 0)))),
  8: () => show(relabel(Array.from({ length: 30000 }, (_, k) => (k === 0 ? -1 : (k - 1) >> 1)))),
  9: () => show(relabel(randomShape(30000, 5))),
  10: () => show([-1, 4, 0, 1, 0, 2, 5]),
  11: () => show(relabel(randomShape(12, 3))),
  // the register lists parents with larger numbers than their children
  12: () => {
    const n = 20000;
    const parent = new Array(n).fill(-1);
    parent[n - 1] = 0;
    for (let i = 1; i < n - 1; i++) parent[i] = i + 1 + Math.floor(R() * 3) >= n ? n - 1 : i + 1 + Math.floor(R() * 3);
    return show(parent);
  },
};
if (cases[tc]) process.stdout.write(cases[tc]());
