'use strict';
const data = require('fs').readFileSync(0, 'utf8');

// Union-find over the cells: a newly frozen cell is a new sheet; every frozen neighbour in a
// different sheet merges with it and removes one sheet from the count.
// freezes is a flat array [i0, j0, i1, j1, ...]; returns the count after every night.
function sheetCounts(r, c, freezes) {
  const parent = new Int32Array(r * c).fill(-1);
  const size = new Int32Array(r * c).fill(1);
  const findRoot = (x) => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  const k = freezes.length / 2;
  const result = new Array(k);
  let sheets = 0;
  const join = (cell, y) => {
    if (parent[y] < 0) return;
    let a = findRoot(cell);
    let b = findRoot(y);
    if (a === b) return;
    if (size[a] < size[b]) [a, b] = [b, a];
    parent[b] = a;
    size[a] += size[b];
    sheets--;
  };
  for (let t = 0; t < k; t++) {
    const i = freezes[2 * t];
    const j = freezes[2 * t + 1];
    const cell = i * c + j;
    if (parent[cell] < 0) {
      parent[cell] = cell;
      sheets++;
      if (i > 0) join(cell, cell - c);
      if (i + 1 < r) join(cell, cell + c);
      if (j > 0) join(cell, cell - 1);
      if (j + 1 < c) join(cell, cell + 1);
    }
    result[t] = sheets;
  }
  return result;
}

const t = data.split(/\s+/).filter((s) => s.length > 0).map(Number);
const [r, c, k] = t;
const freezes = t.slice(3, 3 + 2 * k);
process.stdout.write(`${sheetCounts(r, c, freezes).join(' ')}\n`);
