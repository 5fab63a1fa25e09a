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
const R = rng(2741 * tc + 3);
const ri = (lo, hi) => lo + Math.floor(R() * (hi - lo + 1));
function shuffle(a) {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(R() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
const show = (n, e) => `${n} ${e.length}\n${e.map((x) => `${x.join(' ')}\n`).join('')}`;
// random graph: belts mostly go "forward" in a hidden order (acyclic part), a few go backwards
function randomGraph(n, m, backFraction, selfLoops = 0) {
  const p = shuffle(Array.from({ length: n }, (_, i) => i));
  const e = [];
  while (e.length < m) {
    let a = ri(0, n - 1);
    let b = ri(0, n - 1);
    if (a === b) continue;
    if (a > b) [a, b] = [b, a];
    if (R() < backFraction) [a, b] = [b, a];
    e.push([p[a], p[b]]);
  }
  for (let k = 0; k < selfLoops; k++) {
    const x = p[ri(0, n - 1)];
    e.push([x, x]);
  }
  return shuffle(e);
}
const cases = {
  1: () => show(7, [[0, 1], [1, 2], [2, 3], [1, 4], [4, 5], [5, 4], [6, 3]]),
  2: () => show(5, [[0, 1], [0, 2], [1, 3], [2, 3], [3, 4], [0, 4]]),
  3: () => show(1, []),
  4: () => show(1, [[0, 0]]),
  // the chain runs towards higher numbers and ends in the bay: one station per sweep for the
  // naive fixpoint, every station safe
  5: () => {
    const n = 70000;
    const p = shuffle(Array.from({ length: n }, (_, i) => i));
    const e = [];
    for (let i = 0; i + 1 < n; i++) e.push([p[i], p[i + 1]]);
    e.push([p[0], p[n - 1]]);
    return show(n, shuffle(e));
  },
  6: () => show(20000, randomGraph(20000, 30000, 0)),
  7: () => {
    // a sparse forward graph with a few planted two-station loops near the far end
    const n = 20000;
    const p = shuffle(Array.from({ length: n }, (_, i) => i));
    const e = [];
    for (let k = 0; k < 24000; k++) {
      const a = ri(0, n - 2);
      e.push([p[a], p[ri(a + 1, Math.min(n - 1, a + 40))]]);
    }
    for (let k = 0; k < 6; k++) {
      const a = ri(n - 3000, n - 2);
      e.push([p[a], p[a + 1]], [p[a + 1], p[a]]);
    }
    return show(n, shuffle(e));
  },
  8: () => show(10000, randomGraph(10000, 15000, 0.0005, 3)),
  9: () => {
    // one big loop: nothing is safe
    const n = 10000;
    const e = [];
    for (let i = 0; i < n; i++) e.push([i, (i + 1) % n]);
    return show(n, shuffle(e));
  },
  10: () => show(12, randomGraph(12, 16, 0.15, 1)),
  // parallel belts and self-loops on otherwise safe stations
  11: () => show(6, [[0, 1], [0, 1], [1, 2], [3, 3], [4, 3], [5, 2], [5, 2]]),
  // a long chain whose far end feeds a loop: all of it is unsafe
  12: () => {
    const n = 20000;
    const e = [];
    for (let i = 0; i + 1 < n; i++) e.push([i, i + 1]);
    e.push([n - 1, n - 2]);
    for (let k = 0; k < 5000; k++) {
      const a = ri(0, n - 1);
      e.push([a, ri(a, n - 1) === a ? n - 1 : ri(a + 1, n - 1)]);
    }
    return show(n, shuffle(e.filter(([a, b]) => a !== b)));
  },
  13: () => show(70000, []),
  14: () => show(10000, randomGraph(10000, 12000, 0.002, 2)),
};
if (cases[tc]) process.stdout.write(cases[tc]());
