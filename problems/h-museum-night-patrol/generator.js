// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
const ri = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
const out = (rows) => process.stdout.write(`${rows.length} ${rows[0].length}\n${rows.join('\n')}\n`);
// random floor plan: walls with probability pWall, the start and k panels on free cells
function plan(r, w, pWall, k) {
  const g = [];
  for (let i = 0; i < r; i++) g.push(Array.from({ length: w }, () => (rnd() < pWall ? '#' : '.')));
  const place = (ch) => {
    for (;;) {
      const i = ri(0, r - 1);
      const j = ri(0, w - 1);
      if (g[i][j] === '.' || (g[i][j] === '#' && rnd() < 0.02)) {
        g[i][j] = ch;
        return;
      }
    }
  };
  place('S');
  for (let t = 0; t < k; t++) place('P');
  return g.map((row) => row.join(''));
}
// galleries: long horizontal halls joined by doors, panels spread out
function galleries(r, w, k) {
  const g = [];
  for (let i = 0; i < r; i++) {
    const row = new Array(w).fill(i % 4 === 3 ? '#' : '.');
    if (i % 4 === 3) for (let d = 0; d < 3; d++) row[ri(0, w - 1)] = '.';
    g.push(row);
  }
  g[ri(0, r - 1)][ri(0, w - 1)] = 'S';
  let placed = 0;
  while (placed < k) {
    const i = ri(0, r - 1);
    const j = ri(0, w - 1);
    if (g[i][j] === '.') {
      g[i][j] = 'P';
      placed++;
    }
  }
  return g.map((row) => row.join(''));
}
const fixed = {
  1: ['P..S.....P', '...#......'],
  2: ['S..#P', '...#.', '####.', 'P....'],
  3: ['S'],
  4: ['S....', '.###.', '.....'],
  // greedy trap: the nearest panel first is a detour
  5: ['P..S.P..P'],
  6: ['P...#...', '.#..#.#.', '.#S.#.#P', '.#....#.', 'P######.', '........'],
  7: ['SP', 'PP'],
};
if (fixed[c]) out(fixed[c]);
else if (c === 8) out(plan(8, 9, 0.2, 6));
else if (c === 9) out(plan(30, 40, 0.3, 10));
else if (c === 10) out(plan(200, 200, 0.25, 15));
else if (c === 11) out(galleries(200, 200, 15));
else if (c === 12) out(plan(200, 200, 0, 15));
else if (c === 13) out(plan(1, 200, 0, 15));
else if (c === 14) {
  // one panel sealed off in a walled room
  const g = plan(60, 60, 0.15, 14).map((row) => row.split(''));
  for (let i = 0; i < 5; i++) for (let j = 0; j < 5; j++) g[i][j] = i === 0 || j === 0 || i === 4 || j === 4 ? '#' : '.';
  g[2][2] = 'P';
  out(g.map((row) => row.join('')));
} else if (c === 15) out(plan(120, 150, 0.28, 13));
