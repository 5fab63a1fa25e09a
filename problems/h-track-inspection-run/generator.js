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
const R = rng(4423 * tc + 61);
const ri = (lo, hi) => lo + Math.floor(R() * (hi - lo + 1));
function shuffle(a) {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(R() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
const show = (n, e) => `${n} ${e.length}\n${e.map((x) => `${x.join(' ')}\n`).join('')}`;
// a random closed walk (or open walk when `open`) from station 0 over n stations with m steps;
// consecutive stations form the tracks, so an inspection run always exists
function walk(n, m, open, local) {
  const e = [];
  let cur = 0;
  for (let i = 0; i < m; i++) {
    let next;
    if (!open && i === m - 1) next = 0;
    else if (local) next = Math.min(n - 1, Math.max(0, cur + ri(-local, local)));
    else next = ri(0, n - 1);
    e.push([cur, next]);
    cur = next;
  }
  return shuffle(e);
}
const cases = {
  1: () => show(4, [[0, 1], [1, 2], [2, 0], [0, 2], [2, 3], [3, 0]]),
  2: () => show(3, [[0, 1], [1, 0], [2, 1]]),
  3: () => show(1, []),
  4: () => show(1, [[0, 0], [0, 0]]),
  // the slow solution's worst case: a long closed walk through many stations
  5: () => show(20000, walk(20000, 50000, false, 0)),
  6: () => show(5000, walk(5000, 20000, true, 3)),
  7: () => show(2000, walk(2000, 10000, false, 0)),
  // right degrees, but a separate loop of tracks can never be reached: -1
  8: () => show(6, [[0, 1], [1, 2], [2, 0], [3, 4], [4, 5], [5, 3]]),
  // degrees do not allow a single run
  9: () => show(4, [[0, 1], [0, 2], [1, 3], [2, 3]]),
  // the run must end away from the depot
  10: () => show(5, [[0, 1], [1, 2], [2, 0], [0, 3], [3, 4], [4, 3], [3, 2]]),
  11: () => show(8, walk(8, 14, false, 0)),
  // dead ends tempt a greedy walker: the smallest track from 0 leads into a one-way spur
  12: () => show(4, [[0, 1], [0, 2], [2, 0], [1, 3]]),
  13: () => show(10000, walk(10000, 30000, true, 0)),
  // stations with no tracks at all are fine
  14: () => show(100, [[0, 50], [50, 99], [99, 0]]),
  // the depot has one more track in than out: no run can start there
  15: () => show(3, [[1, 0], [0, 2], [2, 0]]),
};
if (cases[tc]) process.stdout.write(cases[tc]());
