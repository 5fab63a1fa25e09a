// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). Seeded xorshift PRNG, no imports.
const c0 = Number(process.argv[2]);
let s = (c0 * 2654435761 + 1999) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
function out(rows, qs) {
  process.stdout.write(`${rows.length} ${rows[0].length}\n${rows.join('\n')}\n${qs.length}\n${qs.map((x) => x.join(' ')).join('\n')}\n`);
}
const randomQs = (r, c, q) => Array.from({ length: q }, () => [ri(0, r - 1), ri(0, c - 1)]);
function randomGrid(r, c, letters) {
  const rows = [];
  for (let i = 0; i < r; i++) {
    let row = '';
    for (let j = 0; j < c; j++) row += letters[ri(0, letters.length - 1)];
    rows.push(row);
  }
  return rows;
}
// blobby grid: copy the colour of the left or upper plot most of the time
function blobGrid(r, c, letters, keep) {
  const g = [];
  for (let i = 0; i < r; i++) {
    const row = [];
    for (let j = 0; j < c; j++) {
      const x = rnd();
      if (x < keep / 2 && j > 0) row.push(row[j - 1]);
      else if (x < keep && i > 0) row.push(g[i - 1][j]);
      else row.push(letters[ri(0, letters.length - 1)]);
    }
    g.push(row);
  }
  return g.map((row) => row.join(''));
}
// a snake of 'y' through a field of 'r': every other row full, joined at alternating ends
function snake(r, c) {
  const rows = [];
  for (let i = 0; i < r; i++) {
    if (i % 2 === 0) rows.push('y'.repeat(c));
    else if (i % 4 === 1) rows.push('r'.repeat(c - 1) + 'y');
    else rows.push('y' + 'r'.repeat(c - 1));
  }
  return rows;
}

if (c0 === 1) out(['rryw', 'ryyw', 'wwyr'], [[0, 0], [1, 2], [2, 0], [0, 3], [2, 3]]);
else if (c0 === 2) out(['z', 'z', 'k', 'z'], [[0, 0], [2, 0], [3, 0], [1, 0]]);
else if (c0 === 3) out(['q'], [[0, 0], [0, 0]]);
else if (c0 === 4) out(['abcabcab'], [[0, 0], [0, 7], [0, 3]]);
else if (c0 === 5) out(['aba', 'bab', 'aba'], [[1, 1], [0, 0], [2, 2]]);
else if (c0 === 6) { const g = randomGrid(7, 9, 'ab'); out(g, randomQs(7, 9, 20)); }
else if (c0 === 7) { const g = blobGrid(40, 60, 'rwy', 0.8); out(g, randomQs(40, 60, 500)); }
else if (c0 === 8) { const g = snake(499, 500); out(g, randomQs(499, 500, 3000)); }
else if (c0 === 9) {
  // slow-worst: one colour almost everywhere, every question inside the huge patch
  const g = [];
  for (let i = 0; i < 500; i++) {
    let row = '';
    for (let j = 0; j < 500; j++) row += (i * 7 + j * 13) % 997 === 0 ? 'b' : 'g';
    g.push(row);
  }
  const qs = [];
  while (qs.length < 5000) { const i = ri(0, 499), j = ri(0, 499); if (g[i][j] === 'g') qs.push([i, j]); }
  out(g, qs);
} else if (c0 === 10) { const g = blobGrid(500, 500, 'abcdefghijklmnopqrstuvwxyz', 0.7); out(g, randomQs(500, 500, 50000)); }
else if (c0 === 11) { const g = randomGrid(300, 2, 'xy'); out(g, randomQs(300, 2, 100)); }
else if (c0 === 12) { const g = []; for (let i = 0; i < 100; i++) { let row = ''; for (let j = 0; j < 100; j++) row += (i + j) % 2 ? 'w' : 'b'; g.push(row); } out(g, randomQs(100, 100, 200)); }
else if (c0 === 13) { const g = blobGrid(1, 500, 'mn', 0.9); out(g, randomQs(1, 500, 300)); }
