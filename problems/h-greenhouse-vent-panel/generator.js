// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports.
const c = Number(process.argv[2]);
let s = (c * 2654435761 + 1597) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(rows) { process.stdout.write(`${rows.length} ${rows[0].length}\n${rows.join('\n')}\n`); }
function randomGrid(r, cols, p) {
  return Array.from({ length: r }, () => Array.from({ length: cols }, () => (rnd() < p ? '1' : '0')).join(''));
}
// a grid that is solvable by construction: press random buttons on an all-closed panel
function pressedGrid(r, cols, presses) {
  const g = Array.from({ length: r }, () => new Array(cols).fill(0));
  for (let k = 0; k < presses; k++) {
    const i = ri(0, r - 1); const j = ri(0, cols - 1);
    for (const [a, b] of [[i, j], [i - 1, j], [i + 1, j], [i, j - 1], [i, j + 1]]) if (a >= 0 && a < r && b >= 0 && b < cols) g[a][b] ^= 1;
  }
  return g.map((row) => row.join(''));
}
const fixed = {
  1: ['010', '111', '010'],
  2: ['0100', '1110', '0101', '0011'],
  3: ['0'],
  4: ['1'],
  5: ['111', '000'],
  6: ['11', '11'],
  7: ['1100', '1000', '0000', '0001'],
};
if (fixed[c]) out(fixed[c]);
else if (c === 8) out(pressedGrid(5, 5, 6));
else if (c === 9) out(randomGrid(4, 5, 0.5));
else if (c === 10) out(pressedGrid(15, 15, 60)); // maximum size, solvable
else if (c === 11) out(randomGrid(15, 15, 0.5)); // maximum size, random
else if (c === 12) out(Array.from({ length: 15 }, () => '1'.repeat(15))); // every vent open
else if (c === 13) out(pressedGrid(1, 15, 5)); // one row
else if (c === 14) out(pressedGrid(15, 2, 9)); // two columns, transposed side
else if (c === 15) out(randomGrid(14, 9, 0.3));
else if (c === 16) out(pressedGrid(9, 14, 20));
