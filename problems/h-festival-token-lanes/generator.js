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
const R = rng(7349 * tc + 23);
const ri = (lo, hi) => lo + Math.floor(R() * (hi - lo + 1));
function shuffle(a) {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(R() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
const show = (tokens, e) => `${tokens.length} ${e.length}\n${tokens.join(' ')}\n${e.map((x) => `${x.join(' ')}\n`).join('')}`;
const tok = (n, hi) => Array.from({ length: n }, () => ri(0, hi));
// plazas in a hidden order (plaza 0 first); lanes mostly go forward in that order, a fraction
// goes back (and closes loops)
function graph(n, m, back, window) {
  const p = [0, ...shuffle(Array.from({ length: n - 1 }, (_, i) => i + 1))];
  const e = [];
  while (e.length < m) {
    const a = ri(0, n - 2);
    const b = Math.min(n - 1, a + ri(1, window));
    e.push(R() < back ? [p[b], p[a]] : [p[a], p[b]]);
  }
  return e;
}
const cases = {
  1: () => show([3, 1, 4, 1, 5, 9], [[0, 1], [1, 2], [2, 0], [2, 3], [3, 4], [5, 0]]),
  2: () => show([7, 2, 8], [[1, 0], [2, 1]]),
  3: () => show([5], []),
  4: () => show([0, 0], [[0, 1], [1, 0]]),
  // one long forward chain with skips: every plaza is a group of its own and reaches all later
  // ones, the slow solution's worst case
  5: () => {
    const n = 40000;
    const e = [];
    for (let i = 0; i + 1 < n; i++) e.push([i, i + 1]);
    for (let k = 0; k < 10000; k++) {
      const a = ri(0, n - 3);
      e.push([a, ri(a + 2, Math.min(n - 1, a + 50))]);
    }
    return show(tok(n, 10000), shuffle(e));
  },
  6: () => show(tok(20000, 10000), graph(20000, 25000, 0.1, 20)),
  7: () => show(tok(10000, 10000), graph(10000, 15000, 0.02, 5)),
  // one giant loop: all tokens
  8: () => {
    const n = 10000;
    const e = [];
    for (let i = 0; i < n; i++) e.push([i, (i + 1) % n]);
    return show(tok(n, 10000), shuffle(e));
  },
  // a binary branching tree of lanes: only one branch can be followed
  9: () => {
    const n = 10000;
    const e = [];
    for (let i = 1; i < n; i++) e.push([(i - 1) >> 1, i]);
    return show(tok(n, 10000), shuffle(e));
  },
  10: () => show(tok(10, 9), graph(10, 14, 0.25, 3)),
  // self-loops and repeated lanes
  11: () => show([2, 3, 5, 7], [[0, 0], [0, 1], [0, 1], [1, 1], [1, 2], [2, 1], [0, 3]]),
  12: () => show(tok(10000, 0), graph(10000, 15000, 0.05, 10)),
  // small loops chained together, with side branches that look rich but lead nowhere
  13: () => {
    const e = [];
    const t = [];
    for (let g = 0; g < 1000; g++) {
      const b = g * 5;
      for (let i = 0; i < 4; i++) e.push([b + i, b + ((i + 1) % 4)]);
      if (g + 1 < 1000) e.push([b + ri(0, 3), b + 5 + ri(0, 3)]);
      e.push([b + ri(0, 3), b + 4]);
      t.push(ri(0, 100), ri(0, 100), ri(0, 100), ri(0, 100), 10000);
    }
    return show(t, shuffle(e));
  },
};
if (cases[tc]) process.stdout.write(cases[tc]());
