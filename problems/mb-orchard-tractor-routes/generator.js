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
const show = (g) => `${g.length} ${g[0].length}\n${g.join('\n')}\n`;
function rand(r, c, p, openEnds = true) {
  const g = [];
  for (let i = 0; i < r; i++) {
    let s = '';
    for (let j = 0; j < c; j++) s += R() < p ? '#' : '.';
    g.push(s);
  }
  if (openEnds) {
    g[0] = `.${g[0].slice(1)}`;
    g[r - 1] = `${g[r - 1].slice(0, c - 1)}.`;
  }
  return g;
}
function wall(r, c) {
  // anti-diagonal band of trees with a single gap
  const g = rand(r, c, 0.02);
  const rows = g.map((s) => s.split(''));
  const gap = Math.floor(r / 3);
  for (let i = 0; i < r; i++) {
    const j = r - 1 - i + Math.floor((c - r) / 2);
    if (j >= 0 && j < c && i !== gap) rows[i][j] = '#';
  }
  if (gap + 1 < r) rows[gap + 1][r - 1 - gap + Math.floor((c - r) / 2)] = '.';
  return rows.map((x) => x.join(''));
}
const cases = {
  1: () => show(['....', '.#..', '....']),
  2: () => show(['.#', '#.']),
  3: () => show(['.']),
  4: () => show(['#']),
  5: () => show(['.'.repeat(500)]),
  6: () => show(Array.from({ length: 500 }, (_, i) => (i === 321 ? '#' : '.'))),
  7: () => show(rand(500, 500, 0)),
  8: () => show(rand(500, 500, 0.05)),
  9: () => show(rand(500, 500, 0.2)),
  10: () => {
    const g = rand(500, 500, 0.01);
    g[499] = `${g[499].slice(0, 499)}#`;
    return show(g);
  },
  11: () => show(rand(20, 20, 0)),
  12: () => show(rand(300, 450, 0.1)),
  13: () => show(wall(499, 500)),
  14: () => show(rand(5, 5, 0.2)),
  15: () => show(rand(16, 16, 0.05)),
  16: () => {
    const g = rand(400, 400, 0);
    g[0] = `#${g[0].slice(1)}`;
    return show(g);
  },
};
process.stdout.write(cases[tc]());
