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
function rand(r, c, pRock, pSpring) {
  const g = [];
  for (let i = 0; i < r; i++) {
    let s = '';
    for (let j = 0; j < c; j++) {
      const x = R();
      s += x < pRock ? '#' : x < pRock + pSpring ? 'S' : '.';
    }
    g.push(s);
  }
  return g;
}
// zig-zag maze: even rows open, odd rows rock with one gap alternating between the two ends
function snake(r, c) {
  const g = [];
  for (let i = 0; i < r; i++) {
    if (i % 2 === 0) g.push('.'.repeat(c));
    else if (i % 4 === 1) g.push(`${'#'.repeat(c - 1)}.`);
    else g.push(`.${'#'.repeat(c - 1)}`);
  }
  g[0] = `S${g[0].slice(1)}`;
  return g;
}
const set = (g, i, j, ch) => {
  g[i] = g[i].slice(0, j) + ch + g[i].slice(j + 1);
  return g;
};
// turn every soil plot that no spring can reach into rock, so the answer is not -1
function fixReach(g) {
  const r = g.length, c = g[0].length;
  const seen = new Uint8Array(r * c);
  const q = [];
  for (let i = 0; i < r; i++) for (let j = 0; j < c; j++) if (g[i][j] === 'S') { seen[i * c + j] = 1; q.push(i * c + j); }
  for (let h = 0; h < q.length; h++) {
    const i = Math.floor(q[h] / c), j = q[h] % c;
    for (const [a, b] of [[i - 1, j], [i + 1, j], [i, j - 1], [i, j + 1]]) {
      if (a < 0 || b < 0 || a >= r || b >= c || g[a][b] === '#' || seen[a * c + b]) continue;
      seen[a * c + b] = 1;
      q.push(a * c + b);
    }
  }
  return g.map((row, i) => row.split('').map((ch, j) => (ch === '.' && !seen[i * c + j] ? '#' : ch)).join(''));
}
const transpose = (g) => g[0].split('').map((_, j) => g.map((row) => row[j]).join(''));
const cases = {
  1: () => show(['S..#', '.#..', '...S']),
  2: () => show(['S#.', '.#.']),
  3: () => show(['S']),
  4: () => show(['.']),
  5: () => show(['#']),
  6: () => show(['S#S', '###', 'S#S']),
  7: () => show(['...', '...']),
  8: () => show(snake(500, 500)),
  9: () => show(set(rand(500, 500, 0, 0), 0, 0, 'S')),
  10: () => show(fixReach(rand(500, 500, 0.1, 0.05))),
  11: () => show(fixReach(rand(500, 500, 0.3, 0.0001))),
  12: () => {
    // open field with one soil plot sealed by rocks
    const g = set(rand(500, 500, 0, 0), 250, 250, '.');
    set(g, 249, 250, '#'); set(g, 251, 250, '#'); set(g, 250, 249, '#'); set(g, 250, 251, '#');
    return show(set(g, 499, 499, 'S'));
  },
  13: () => show(rand(1, 500, 0, 0.01)),
  14: () => show(snake(499, 37)),
  15: () => show(rand(7, 9, 0.25, 0.1)),
  16: () => show(rand(400, 500, 0, 0.5)),
  17: () => show(transpose(snake(500, 500))),
};
process.stdout.write(cases[tc]());
