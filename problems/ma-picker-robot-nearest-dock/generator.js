// Deterministic test generator: `node generator.js <case-number>` prints that test's input.
const caseNo = Number(process.argv[2]);
let seed = (caseNo * 2654435761) >>> 0 || 1;
function next() {
  seed ^= seed << 13; seed >>>= 0;
  seed ^= seed >>> 17;
  seed ^= seed << 5; seed >>>= 0;
  return seed;
}
function rnd(lo, hi) { return lo + Math.floor((next() / 4294967296) * (hi - lo + 1)); }
function out(rows) { process.stdout.write(`${rows.length} ${rows[0].length}\n${rows.join('\n')}\n`); }
function grid(r, c, ch) { return Array.from({ length: r }, () => new Array(c).fill(ch)); }
function fin(g) { return g.map((row) => row.join('')); }
function randomMap(r, c, wallPct, docks) {
  const g = grid(r, c, '.');
  for (let i = 0; i < r; i++) for (let j = 0; j < c; j++) if (next() % 100 < wallPct) g[i][j] = '#';
  g[rnd(0, r - 1)][rnd(0, c - 1)] = 'S';
  for (let k = 0; k < docks; k++) {
    for (;;) {
      const i = rnd(0, r - 1);
      const j = rnd(0, c - 1);
      if (g[i][j] !== 'S') { g[i][j] = 'T'; break; }
    }
  }
  return fin(g);
}
// serpentine corridors: rows 0,2,4,... are open, odd rows are shelves with one gap alternating sides
function serpentine(r, c) {
  const g = grid(r, c, '.');
  for (let i = 1; i < r; i += 2) {
    for (let j = 0; j < c; j++) g[i][j] = '#';
    g[i][Math.floor(i / 2) % 2 === 0 ? c - 1 : 0] = '.';
  }
  g[0][0] = 'S';
  const last = r % 2 === 1 ? r - 1 : r - 2;
  g[last][Math.floor(last / 2) % 2 === 0 ? c - 1 : 0] = 'T';
  return fin(g);
}
const cases = {
  1: () => out(['T..#...', '##.#.#T', 'S..#.#.', '.#.....', '...#..T']),
  2: () => out(['T...', '.#..', '#S#.', '.#.T']),
  3: () => out(['ST']),
  4: () => out(['S#T']),
  // maximum size: one winding corridor, the dock at its far end
  5: () => out(serpentine(700, 700)),
  // maximum size: open floor, opposite corners
  6: () => {
    const g = grid(700, 700, '.');
    g[0][0] = 'S';
    g[699][699] = 'T';
    out(fin(g));
  },
  7: () => out(randomMap(300, 300, 30, 5)),
  8: () => {
    const g = grid(1, 700, '.');
    g[0][699] = 'S';
    g[0][0] = 'T';
    out(fin(g));
  },
  // the closest dock (by straight distance) is walled off; a farther one is reachable
  9: () => {
    const g = grid(50, 50, '.');
    for (let j = 10; j < 50; j++) g[20][j] = '#';
    for (let i = 20; i < 50; i++) g[i][10] = '#';
    g[25][25] = 'S';
    g[18][25] = 'T';
    g[25][5] = 'T';
    g[45][45] = 'T';
    out(fin(g));
  },
  10: () => out(randomMap(100, 100, 45, 3)),
  11: () => {
    const g = grid(700, 1, '.');
    g[0][0] = 'S';
    g[350][0] = '#';
    g[699][0] = 'T';
    out(fin(g));
  },
  12: () => out(randomMap(200, 150, 25, 40)),
  13: () => out(serpentine(99, 37)),
  14: () => out(['T', 'S']),
  15: () => out(randomMap(500, 400, 35, 1)),
};
if (!cases[caseNo]) process.exit(2);
cases[caseNo]();
