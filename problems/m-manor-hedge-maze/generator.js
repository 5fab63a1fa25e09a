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
// random grid with given probabilities of hedge and stone
function grid(r, w, pHedge, pStone) {
  const rows = [];
  for (let i = 0; i < r; i++) {
    let row = '';
    for (let j = 0; j < w; j++) {
      const x = rnd();
      row += x < pStone ? 'X' : x < pStone + pHedge ? '#' : '.';
    }
    rows.push(row);
  }
  // the gate and the fountain themselves are never stone here
  rows[0] = `.${rows[0].slice(1)}`;
  rows[r - 1] = `${rows[r - 1].slice(0, w - 1)}.`;
  return rows;
}
// a serpentine corridor of open cells between stone walls; hedges block some corridor cells
function serpentine(r, w, pHedge) {
  const rows = [];
  for (let i = 0; i < r; i++) {
    const a = new Array(w).fill('X');
    if (i % 2 === 0) for (let j = 0; j < w; j++) a[j] = rnd() < pHedge ? '#' : '.';
    else if (i % 4 === 1) a[w - 1] = '.';
    else a[0] = '.';
    rows.push(a.join(''));
  }
  if (r % 2 === 0) {
    // make sure the last row reaches the corner
    const last = rows[r - 1].split('');
    for (let j = 0; j < w; j++) last[j] = '.';
    rows[r - 1] = last.join('');
  }
  return rows;
}
const fixed = {
  1: ['..#..', '.##X.', '#...#', 'X#X#.', '...#.'],
  2: ['.X.', 'XX.', '...'],
  3: ['.'],
  4: ['#'],
  5: ['X'],
  6: ['.#.', '###', '.#X'],
  7: ['#.', '.#'],
  // the cheapest route must go up and to the left
  8: ['..X.....', 'X.X.XXX.', '..X.X...', '.XX.X.XX', '....X...', 'XXXXXX#X', '.......#', '.XXXXXX.'],
};
if (fixed[c]) out(fixed[c]);
else if (c === 9) out(grid(30, 40, 0.35, 0.1));
else if (c === 10) out(grid(300, 300, 0.45, 0.08));
else if (c === 11) out(grid(1000, 500, 0.3, 0.2));
else if (c === 12) out(serpentine(400, 1000, 0.05));
else if (c === 13) out(grid(1, 1000, 0.5, 0));
else if (c === 14) out(grid(400, 400, 0.9, 0.05));
else if (c === 15) {
  // the target is walled in by stone
  const rows = grid(200, 200, 0.3, 0.1).map((row) => row.split(''));
  rows[198][199] = 'X';
  rows[199][198] = 'X';
  out(rows.map((row) => row.join('')));
} else if (c === 16) out(grid(1000, 1, 0.5, 0));
