// Deterministic test generator: `node generator.js <case>` prints the input of test <case>
// (nothing past the last case). No imports, so it runs as CommonJS or ESM.
const c = Number(process.argv[2]);
let s = (c * 2654435761) >>> 0 || 1;
function rnd() {
  s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  return s / 4294967296;
}
function ri(lo, hi) { return lo + Math.floor(rnd() * (hi - lo + 1)); }
const B = 1000000000;
function out(grid, queries) {
  const lines = [`${grid.length} ${grid[0].length}`];
  for (const row of grid) lines.push(row.join(' '));
  lines.push(String(queries.length));
  for (const q of queries) lines.push(q.join(' '));
  process.stdout.write(lines.join('\n') + '\n');
}
function randomGrid(r, cols, lo, hi) {
  const g = [];
  for (let i = 0; i < r; i++) {
    const row = [];
    for (let j = 0; j < cols; j++) row.push(ri(lo, hi));
    g.push(row);
  }
  return g;
}
function randomQuery(r, cols) {
  let r1 = ri(1, r), r2 = ri(1, r), c1 = ri(1, cols), c2 = ri(1, cols);
  if (r1 > r2) [r1, r2] = [r2, r1];
  if (c1 > c2) [c1, c2] = [c2, c1];
  return [r1, c1, r2, c2];
}

const fixed = {
  1: [[[3, 5, -2], [1, 0, 4], [6, -7, 2]], [[1, 2, 2, 3], [3, 1, 3, 1], [1, 1, 3, 3]]],
  2: [[[4, -4, 9, -1]], [[1, 1, 1, 4], [1, 2, 1, 3]]],
  3: [[[-B]], [[1, 1, 1, 1]]], // one tree
  4: [[[B, B], [B, B], [B, -B]], [[1, 1, 3, 2], [1, 1, 2, 2], [3, 2, 3, 2], [2, 1, 3, 1]]], // beyond 32 bits
  5: [[[7], [-3], [0], [5], [2]], [[1, 1, 5, 1], [2, 1, 4, 1], [5, 1, 5, 1]]], // one column
};
if (fixed[c]) {
  out(fixed[c][0], fixed[c][1]);
} else if (c === 6) {
  // one row, wide values
  const g = randomGrid(1, 2000, -B, B);
  const qs = [];
  for (let t = 0; t < 500; t++) qs.push(randomQuery(1, 2000));
  out(g, qs);
} else if (c === 7) {
  // medium random square
  const g = randomGrid(60, 70, -1000, 1000);
  const qs = [];
  for (let t = 0; t < 2000; t++) qs.push(randomQuery(60, 70));
  out(g, qs);
} else if (c === 8) {
  // all yields at the maximum: totals near 2 * 10^14
  const g = [];
  for (let i = 0; i < 400; i++) g.push(new Array(500).fill(i % 2 === 0 ? B : B - 1).map((v, j) => (j % 7 === 0 ? v : B)));
  // keep the file small: this grid has 2 * 10^5 trees of 10 digits, so only a slice is used
  const small = g.slice(0, 40).map((row) => row.slice(0, 50));
  const qs = [[1, 1, 40, 50], [2, 3, 39, 48], [40, 50, 40, 50]];
  out(small, qs);
} else if (c === 9) {
  // a square-ish field, many random questions
  const g = randomGrid(200, 250, 0, 9);
  const qs = [];
  for (let t = 0; t < 5000; t++) qs.push(randomQuery(200, 250));
  out(g, qs);
} else if (c === 10) {
  // maximum: a tall, narrow orchard and 4 * 10^4 questions over nearly all of it
  const r = 50000;
  const g = randomGrid(r, 4, 0, 9);
  const qs = [];
  for (let t = 0; t < 40000; t++) qs.push([ri(1, 3), 1, r - ri(0, 2), 4]);
  out(g, qs);
} else if (c === 11) {
  // negative-heavy yields and edge-touching blocks
  const g = randomGrid(100, 100, -B, 100);
  const qs = [];
  for (let t = 0; t < 1000; t++) {
    const q = randomQuery(100, 100);
    if (t % 4 === 0) q[0] = 1;
    if (t % 4 === 1) q[1] = 1;
    if (t % 4 === 2) q[2] = 100;
    if (t % 4 === 3) q[3] = 100;
    qs.push(q);
  }
  out(g, qs);
} else if (c === 12) {
  // single-tree blocks everywhere
  const g = randomGrid(30, 30, -50, 50);
  const qs = [];
  for (let i = 1; i <= 30; i++) for (let j = 1; j <= 30; j++) qs.push([i, j, i, j]);
  out(g, qs);
}
