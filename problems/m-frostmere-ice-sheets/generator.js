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
const R = rng(1237 * tc + 77);
const ri = (lo, hi) => lo + Math.floor(R() * (hi - lo + 1));
function shuffle(a) {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(R() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
const show = (r, c, f) => `${r} ${c} ${f.length}\n${f.map((x) => `${x[0]} ${x[1]}\n`).join('')}`;
const randomCells = (r, c, k) => Array.from({ length: k }, () => [ri(0, r - 1), ri(0, c - 1)]);
// k distinct cells in random order
function distinctCells(r, c, k) {
  const all = shuffle(Array.from({ length: r * c }, (_, x) => x)).slice(0, k);
  return all.map((x) => [Math.floor(x / c), x % c]);
}
const cases = {
  1: () => show(3, 4, [[0, 0], [0, 2], [1, 1], [0, 1], [2, 3], [1, 2]]),
  2: () => show(1, 5, [[0, 4], [0, 0], [0, 2], [0, 1], [0, 3]]),
  3: () => show(1, 1, [[0, 0]]),
  4: () => show(1, 1, [[0, 0], [0, 0], [0, 0]]),
  // a checkerboard of single sheets that the last nights stitch together: the slow solution's
  // worst case (many frozen cells to recount every night)
  5: () => {
    const r = 240;
    const c = 250;
    const black = [];
    const white = [];
    for (let i = 0; i < r; i++) for (let j = 0; j < c; j++) ((i + j) % 2 === 0 ? black : white).push([i, j]);
    return show(r, c, [...shuffle(black), ...shuffle(white)].slice(0, 60000));
  },
  6: () => show(200, 1000, randomCells(200, 1000, 20000)),
  7: () => show(300, 300, distinctCells(300, 300, 15000)),
  // a long winding row-by-row snake
  8: () => {
    const f = [];
    for (let i = 0; i < 100; i++) for (let j = 0; j < 100; j++) f.push([i, i % 2 === 0 ? j : 99 - j]);
    return show(100, 100, f);
  },
  9: () => show(1, 200000, distinctCells(1, 200000, 8000)),
  10: () => show(4, 4, randomCells(4, 4, 20)),
  // many repeats of the same few cells
  11: () => show(50, 50, Array.from({ length: 20000 }, () => [ri(20, 24), ri(20, 24)])),
  12: () => show(447, 447, distinctCells(447, 447, 10000)),
  13: () => show(2000, 100, randomCells(2000, 100, 1000)),
};
if (cases[tc]) process.stdout.write(cases[tc]());
