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
const R = rng(5381 * tc + 13);
const show = (g) => `${g.length} ${g[0].length}\n${g.map((row) => `${row}\n`).join('')}`;
const randomGrid = (r, c, pRock) => Array.from({ length: r }, () => Array.from({ length: c }, () => (R() < pRock ? '#' : '.')).join(''));
const cases = {
  1: () => show(['#####.', '#..#..', '#..#.#', '####.#', '#.#..#', '######']),
  2: () => show(['.#.', '#.#', '.#.']),
  3: () => show(['.']),
  4: () => show(['#']),
  // a rock frame around one huge pool: the slow solution floods the whole pool for every cell
  5: () => {
    const g = [];
    for (let i = 0; i < 600; i++) {
      if (i === 0 || i === 599) g.push('#'.repeat(600));
      else g.push(`#${'.'.repeat(598)}#`);
    }
    return show(g);
  },
  6: () => show(randomGrid(600, 600, 0.45)),
  7: () => show(randomGrid(600, 600, 0.6)),
  8: () => show(randomGrid(1, 1000, 0.3)),
  9: () => show(randomGrid(1000, 1, 0.3)),
  // nested rings: pools inside rock rings inside pools
  10: () => {
    const n = 41;
    const g = [];
    for (let i = 0; i < n; i++) {
      let row = '';
      for (let j = 0; j < n; j++) row += Math.min(i, j, n - 1 - i, n - 1 - j) % 2 === 1 ? '#' : '.';
      g.push(row);
    }
    return show(g);
  },
  11: () => show(randomGrid(8, 9, 0.5)),
  // a checkerboard: every water cell inside is a pool of its own
  12: () => show(Array.from({ length: 300 }, (_, i) => Array.from({ length: 300 }, (_, j) => ((i + j) % 2 ? '#' : '.')).join(''))),
  // pools that touch the border only at a corner (diagonally) still stay
  13: () => show(['.#...', '#.#..', '.#...', '.....']),
  14: () => show(randomGrid(200, 500, 0.55)),
};
if (cases[tc]) process.stdout.write(cases[tc]());
