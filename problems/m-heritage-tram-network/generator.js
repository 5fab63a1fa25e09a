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
const R = rng(4243 * tc + 91);
const ri = (lo, hi) => lo + Math.floor(R() * (hi - lo + 1));
function shuffle(a) {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(R() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
const perm = (n) => shuffle(Array.from({ length: n }, (_, i) => i));
const show = (n, lines) => `${n} ${lines.length}\n${lines.map((e) => `${e.join(' ')}\n`).join('')}`;
const pair = (n) => {
  const u = ri(0, n - 1);
  let v = ri(0, n - 2);
  if (v >= u) v++;
  return [u, v];
};
// a random spanning tree over vertices offset..offset+n-1, then random extra lines;
// each line is a heritage line with probability pf
function connected(n, m, wlo, whi, pf, offset = 0) {
  const p = perm(n);
  const e = [];
  for (let i = 1; i < n; i++) e.push([p[i] + offset, p[ri(0, i - 1)] + offset, ri(wlo, whi), R() < pf ? 1 : 0]);
  while (e.length < m) {
    const [u, v] = pair(n);
    e.push([u + offset, v + offset, ri(wlo, whi), R() < pf ? 1 : 0]);
  }
  return e;
}
const cases = {
  1: () => show(4, [[0, 1, 3, 0], [1, 2, 1, 0], [2, 3, 2, 0], [0, 3, 9, 1], [0, 2, 4, 0]]),
  2: () => show(5, [[0, 1, 4, 1], [1, 2, 2, 0], [3, 4, 1, 0], [2, 0, 3, 0]]),
  3: () => show(1, []),
  4: () => show(2, []),
  5: () => show(4, [[0, 1, 2, 1], [1, 2, 3, 1], [0, 2, 4, 1], [2, 3, 5, 0], [0, 3, 1, 0]]),
  6: () => show(6, [[0, 1, 7, 1], [1, 0, 7, 1], [1, 2, 1, 1], [2, 3, 1, 1], [3, 4, 2, 1], [4, 5, 3, 1], [5, 0, 1, 1]]),
  // the slow solution's worst case: one long path whose costs rise along it, no heritage lines
  7: () => {
    const n = 45000;
    const p = perm(n);
    const e = [];
    for (let i = 0; i + 1 < n; i++) {
      const w = 1 + Math.floor(i / 45);
      e.push([p[i], p[i + 1], w, 0]);
    }
    for (let k = 0; k < 1000; k++) e.push([...pair(n), ri(1000, 1001), 0]);
    return show(n, shuffle(e));
  },
  8: () => show(10000, shuffle(connected(10000, 15000, 1, 1000000, 0.1))),
  // heritage lines alone already connect everything
  9: () => {
    const e = connected(5000, 4999, 1, 1000, 1);
    for (let k = 0; k < 3000; k++) e.push([...pair(5000), ri(1, 1000), 0]);
    return show(5000, shuffle(e));
  },
  // two separate halves: -1
  10: () => show(8000, shuffle([...connected(4000, 6000, 1, 1000, 0.05), ...connected(4000, 6000, 1, 1000, 0.05, 4000)])),
  // every cost is 10^6: the total needs 64 bits
  11: () => show(15000, shuffle(connected(15000, 15000, 1000000, 1000000, 0.2))),
  // parallel lines: the heritage one is the expensive twin
  12: () => {
    const e = [];
    for (let i = 0; i + 1 < 300; i++) {
      e.push([i, i + 1, ri(1, 10), 0]);
      e.push([i + 1, i, ri(500, 1000), R() < 0.3 ? 1 : 0]);
    }
    return show(300, shuffle(e));
  },
  13: () => show(8, shuffle(connected(8, 12, 1, 20, 0.25))),
  14: () => show(2, [[1, 0, 1000000, 1]]),
  // heritage cycles everywhere, cheap candidate lines left over
  15: () => {
    const e = [];
    for (let c = 0; c < 200; c++) {
      const b = c * 10;
      for (let i = 0; i < 10; i++) e.push([b + i, b + ((i + 1) % 10), ri(1, 100), 1]);
    }
    for (let k = 0; k < 3000; k++) e.push([...pair(2000), ri(1, 100), 0]);
    return show(2000, shuffle(e));
  },
};
if (cases[tc]) process.stdout.write(cases[tc]());
